import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/__generated__/gql';

/** The clinic facts content pages show (call, WhatsApp); cached with the layout's profile. */
export const contentClinicQuery = graphql(`
  query ContentClinic {
    clinic {
      id
      name
      phones {
        label
        number
      }
      emails {
        label
        address
      }
      whatsapp
      emergencyPhone
    }
  }
`);

export function useContentClinic() {
  const { data } = useQuery(contentClinicQuery);
  const clinic = data?.clinic;
  return {
    phone: clinic?.phones[0]?.number,
    whatsapp: clinic?.whatsapp,
    emergencyPhone: clinic?.emergencyPhone,
    email: clinic?.emails[0]?.address,
    name: clinic?.name,
  };
}
