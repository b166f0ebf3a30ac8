import { productImageSources } from './product-image-sources';

const sha = 'a'.repeat(64);

describe('productImageSources', () => {
  it('offers every width of an uploaded photo to a card', () => {
    expect(productImageSources(`/images/uploads/${sha}-400.webp`)).toEqual({
      src: `/images/uploads/${sha}-400.webp`,
      srcSet: `/images/uploads/${sha}-160.webp 160w, /images/uploads/${sha}-400.webp 400w, /images/uploads/${sha}-800.webp 800w`,
    });
  });

  it('gives a thumbnail the smallest file', () => {
    expect(productImageSources(`/images/uploads/${sha}-400.webp`, 64)).toEqual({
      src: `/images/uploads/${sha}-160.webp`,
    });
  });

  it('leaves any other image as it is', () => {
    expect(productImageSources('/images/products/sitz-bath-tub.svg')).toEqual({
      src: '/images/products/sitz-bath-tub.svg',
    });
    expect(productImageSources(`/images/uploads/${sha}-800.webp`)).toEqual({
      src: `/images/uploads/${sha}-800.webp`,
    });
  });
});
