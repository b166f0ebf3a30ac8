import { GraphQLDateTimeISO } from 'graphql-scalars';
import { DateTimeISOScalar, isoString } from './date-time-scalar';

describe('the DateTimeISO scalar', () => {
  it('writes every instant exactly as toISOString does', () => {
    const edges = [
      0, 1, 999, 86_399_999, 86_400_000, 951_782_400_000, 951_868_799_999, 4_107_542_400_000,
      253_402_300_799_999, 253_402_300_800_000, -1, -62_135_596_800_000, 8.64e15, -8.64e15,
    ];
    // A fixed walk over 1970-9999, a prime step apart so every field moves.
    const walk = Array.from({ length: 20_000 }, (_, i) => (i * 12_670_002_837_419) % 2.534e14);
    for (const time of [...edges, ...walk]) {
      expect(isoString(new Date(time))).toBe(new Date(time).toISOString());
    }
  });

  it('answers as graphql-scalars does, wrong values included', () => {
    const values = [new Date(1_764_127_800_000), '2026-11-26T03:30:00Z', 1_764_127_800_000];
    for (const value of values) {
      expect(DateTimeISOScalar.serialize(value)).toBe(GraphQLDateTimeISO.serialize(value));
    }
    for (const wrong of [new Date(NaN), 'not a date', {}]) {
      expect(() => DateTimeISOScalar.serialize(wrong)).toThrow(
        (() => {
          try {
            GraphQLDateTimeISO.serialize(wrong);
          } catch (error) {
            return (error as Error).message;
          }
          return 'no error';
        })(),
      );
    }
    expect(DateTimeISOScalar.name).toBe(GraphQLDateTimeISO.name);
    expect(DateTimeISOScalar.description).toBe(GraphQLDateTimeISO.description);
  });
});
