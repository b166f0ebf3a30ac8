import { graphql } from '../../../graphql/__generated__/gql';

export const deskProductFragment = graphql(`
  fragment DeskProductFields_product on DeskProduct {
    id
    slug
    name
    description
    shortDescription
    price
    comparePrice
    images
    categoryId
    categoryName
    stock
    lowStockThreshold
    lowStock
    nearestExpiry
    isFeatured
    hsnCode
    gstRate
    prescriptionOnly
    drugSchedule
    hidden
    sizes {
      id
      label
      stock
    }
    hindi {
      name
      shortDescription
      description
    }
  }
`);
