import { isPersonalPage, isStaffPage, pageAddress } from './page-rules';

const address = (pathAndQuery: string) => {
  const url = new URL(pathAndQuery, 'http://clinic.test');
  return pageAddress(url.pathname, url.searchParams);
};

describe('pageAddress', () => {
  it('ignores parameters a page does not read, so the page is shared', () => {
    expect(address('/?x=1')).toEqual({ url: '/', reusable: true });
    expect(address('/diseases/piles?utm_source=whatsapp&fbclid=abc')).toEqual({
      url: '/diseases/piles',
      reusable: true,
    });
  });

  it('keeps the parameters a page reads, in its own order, and renders such a page afresh', () => {
    expect(address('/products?x=1&page=2&q=cream&utm=a')).toEqual({
      url: '/products?q=cream&page=2',
      reusable: false,
    });
    expect(address('/blog?tag=Diet&search=fibre')).toEqual({
      url: '/blog?search=fibre&tag=Diet',
      reusable: false,
    });
  });

  it('reads a parameter as the page does: the first value, blank as absent', () => {
    expect(address('/blog?search=a&search=b')).toEqual({ url: '/blog?search=a', reusable: false });
    expect(address('/blog?search=%20&tag=')).toEqual({ url: '/blog', reusable: true });
  });

  it('keeps each language’s page apart and gives it the same rules', () => {
    expect(address('/hi?x=1')).toEqual({ url: '/hi', reusable: true });
    expect(address('/hi').url).not.toBe(address('/').url);
    expect(address('/hi/products?page=2&utm=a')).toEqual({
      url: '/hi/products?page=2',
      reusable: false,
    });
    expect(address('/hi/book-appointment').reusable).toBe(false);
    expect(address('/hi/appointments/manage').reusable).toBe(false);
    expect(isPersonalPage('/hi/appointments/manage')).toBe(true);
  });

  it('never shares a live page, even without parameters', () => {
    expect(address('/book-appointment?x=1')).toEqual({
      url: '/book-appointment',
      reusable: false,
    });
    expect(address('/book-appointment?doctorId=2').url).toBe('/book-appointment?doctorId=2');
    expect(address('/book-appointment?condition=piles&utm=x').url).toBe(
      '/book-appointment?condition=piles',
    );
    // A doctor's queue moves every few minutes: a kept page would show an old token.
    expect(address('/queue/dr-rajesh-sharma')).toEqual({
      url: '/queue/dr-rajesh-sharma',
      reusable: false,
    });
  });
});

describe('isStaffPage', () => {
  it('names the console and everything below it, and nothing that only starts alike', () => {
    expect(isStaffPage('/staff')).toBe(true);
    expect(isStaffPage('/staff/queue')).toBe(true);
    expect(isStaffPage('/staffing')).toBe(false);
    expect(isStaffPage('/doctor/staff')).toBe(false);
  });
});
