// Requests from many patients rather than one client: each names its patient in
// X-Forwarded-For, which the bench server believes (TRUST_PROXY). Without it every request comes
// from loopback, one client, whose own budgets (expensive reads: four waiting at most, a refusal
// after a second's pause) are then what gets measured.

/** How many patients a run's requests come from, in turn. */
export const PATIENTS = 50;

/** `scenario` with each request sent by the next of PATIENTS patients. */
export const asPatients = (scenario) => ({
  ...scenario,
  request: (state, n) => {
    const call = scenario.request(state, n);
    const patient = `10.9.0.${(n % PATIENTS) + 1}`;
    return { ...call, headers: { ...call.headers, 'x-forwarded-for': patient } };
  },
});
