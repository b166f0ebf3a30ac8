// The doctors list as the doctors page and home ask for it (the client's Doctors query).
const QUERY = `query Doctors {
  doctors { id name specialization qualification experienceYears image isAvailable consultationFee expertise }
}`;

export default {
  name: 'doctors',
  operation: 'doctors',
  request: () => ({ path: '/graphql', body: { operationName: 'Doctors', query: QUERY } }),
};
