import { physician } from './structured-data';

const doctor = { id: '1', name: 'Dr. Rajesh Sharma', specialization: 'Proctology' };

describe('physician structured data', () => {
  it('claims no rating without approved feedback', () => {
    expect(physician(doctor, '/doctor/1')).not.toHaveProperty('aggregateRating.ratingValue');
    expect(JSON.stringify(physician({ ...doctor, rating: null }, '/doctor/1'))).not.toMatch(
      /rating/i,
    );
  });

  it('carries a rating from approved feedback with its count', () => {
    expect(physician({ ...doctor, rating: { average: 4.66, count: 23 } }, '/doctor/1')).toEqual(
      expect.objectContaining({
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: '4.7',
          ratingCount: 23,
          bestRating: 5,
        },
      }),
    );
  });
});
