// The doctors list, as the home page and the booking page load it.
export default {
  name: 'doctors',
  requests: 1000,
  concurrency: 10,
  request: () => ({
    path: '/graphql',
    body: {
      query:
        '{ doctors { id slug name specialization experienceYears isAvailable consultationFee } }',
    },
  }),
};
