import { physician } from './structured-data';

const doctor = { id: '1', name: 'Dr. Rajesh Sharma', specialization: 'Proctology' };

describe('physician structured data', () => {
  it('claims no rating without approved feedback', () => {
    expect(JSON.stringify(physician(doctor, '/doctor/1'))).not.toMatch(/rating/i);
  });
});
