import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { heroClaimsQuery } from './api/hero-claims';
import { updateHeroClaimsMutation } from './api/update-hero-claims';
import ClaimsPage from './claims-page';

const claims = (values: Record<string, number | null>) => ({
  __typename: 'ClinicClaimsDesk',
  patientsTreated: null,
  yearsOfService: null,
  successRate: null,
  updatedAt: null,
  ...values,
});

const stored = (values: Record<string, number | null>) => ({
  request: { query: heroClaimsQuery },
  result: { data: { heroClaims: claims(values) } },
  maxUsageCount: 5,
});

describe('the home page figures page', () => {
  it('loads the stored figures, checks them, and saves empty ones as no claim', async () => {
    render(
      <MockedProvider
        mocks={
          [
            stored({ patientsTreated: 10000, yearsOfService: 15, successRate: 99 }),
            {
              request: {
                query: updateHeroClaimsMutation,
                variables: {
                  claims: { patientsTreated: 12000, yearsOfService: 15, successRate: null },
                },
              },
              result: {
                data: {
                  updateHeroClaims: claims({ patientsTreated: 12000, yearsOfService: 15 }),
                },
              },
            },
          ] as never
        }
      >
        <ClaimsPage />
      </MockedProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading the figures…' })).toBeInTheDocument();
    const patients = await screen.findByLabelText('Patients treated');
    expect(patients).toHaveValue('10000');
    const user = userEvent.setup();
    const success = screen.getByLabelText('Success rate (%)');
    await user.clear(success);
    await user.type(success, '101');
    await user.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(await screen.findByText('From 0 to 100')).toBeInTheDocument();
    await user.clear(success);
    await user.clear(patients);
    await user.type(patients, '12000');
    await user.click(screen.getByRole('button', { name: 'Save figures' }));
    expect(
      await screen.findByText('Saved. The home page shows them within its cache time.'),
    ).toBeInTheDocument();
  });

  it('offers Try again when the figures cannot be loaded', async () => {
    render(
      <MockedProvider
        mocks={[{ request: { query: heroClaimsQuery }, error: new Error('down') }] as never}
      >
        <ClaimsPage />
      </MockedProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
