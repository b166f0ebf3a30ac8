import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import type { StaffRole } from '../../graphql/__generated__/graphql';
import { deskDoctorsQuery } from '../../api/desk-doctors';
import { StaffSessionContext } from '../../auth/session';
import { approveTestimonialMutation } from './api/approve-testimonial';
import { inboxQuery } from './api/inbox';
import { openInboxItemMutation } from './api/open-inbox-item';
import { replyToContactMessageMutation } from './api/reply-to-contact-message';
import InboxPage from './inbox-page';

const item = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'InboxItem',
  kind: 'CONTACT',
  id: '7',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: null,
  subject: 'Sunday hours',
  message: 'Are you open on Sunday mornings?',
  condition: null,
  rating: null,
  consentToPublish: false,
  town: null,
  doctorId: null,
  testimonialApprovedAt: null,
  state: 'NEW',
  nextStates: ['READ', 'ARCHIVED'],
  spam: false,
  handledBy: null,
  handledAt: null,
  createdAt: '2026-11-24T04:30:00.000Z',
  ...overrides,
});

const FILTER = { state: null, kind: null, spam: false, page: 1 };

const list = (items: Record<string, unknown>[], variables = FILTER) => ({
  request: { query: inboxQuery, variables },
  result: {
    data: {
      inbox: {
        __typename: 'InboxPage',
        page: 1,
        hasMore: false,
        counts: { __typename: 'InboxCounts', new: items.length, spam: 0 },
        items,
      },
    },
  },
  maxUsageCount: 10,
});

const opened = (row: ReturnType<typeof item>) => ({
  request: { query: openInboxItemMutation, variables: { kind: row.kind, id: row.id } },
  result: {
    data: {
      openInboxItem: {
        ...row,
        state: 'READ',
        nextStates: ['ARCHIVED'],
        handledBy: 'Rekha',
        handledAt: '2026-11-24T05:00:00.000Z',
      },
    },
  },
});

const doctors = {
  request: { query: deskDoctorsQuery },
  result: {
    data: {
      deskDoctors: [
        {
          __typename: 'DeskDoctor',
          id: '3',
          slug: 'dr-a',
          name: 'Dr. Anita Verma',
          specialization: 'Fistula',
        },
      ],
    },
  },
  maxUsageCount: 10,
};

function renderPage(mocks: unknown[], role: StaffRole = 'RECEPTION') {
  const me = {
    __typename: 'StaffMember' as const,
    id: '1',
    name: 'Rekha',
    email: 'rekha@clinic.test',
    role,
    doctorId: null,
    totpEnabled: role === 'ADMIN',
  };
  return render(
    <MockedProvider mocks={mocks as never}>
      <StaffSessionContext.Provider value={{ me, signOut: async () => undefined }}>
        <MemoryRouter>
          <InboxPage />
        </MemoryRouter>
      </StaffSessionContext.Provider>
    </MockedProvider>,
  );
}

describe('the inbox page', () => {
  it('shows loading, then the items with their state and the new count', async () => {
    renderPage([
      list([
        item(),
        item({
          kind: 'FEEDBACK',
          id: '9',
          name: 'Kamla Devi',
          subject: null,
          email: null,
          rating: 4,
        }),
      ]),
    ]);
    expect(screen.getByRole('status', { name: 'Loading the inbox…' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('inbox-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Asha Rao · Sunday hours')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Kamla Devi · Feedback')).toBeInTheDocument();
    expect(within(rows[0]).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('2 new')).toBeInTheDocument();
    // Reception does not export the newsletter list.
    expect(screen.queryByRole('link', { name: /newsletter/i })).not.toBeInTheDocument();
  });

  it('says so when the inbox is empty, and offers a retry when it fails', async () => {
    renderPage([list([])]);
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
  });

  it('offers Try again when the inbox cannot be loaded', async () => {
    renderPage([{ request: { query: inboxQuery, variables: FILTER }, error: new Error('down') }]);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens a message (read, by whom) and replies, showing the server’s field message', async () => {
    const row = item({ phone: null });
    renderPage([
      list([row]),
      opened(row),
      {
        request: {
          query: replyToContactMessageMutation,
          variables: { id: '7', channel: 'EMAIL', text: 'Yes, 9 to 1.' },
        },
        result: {
          errors: [
            {
              message: 'E-mail is not set up on this server (NOTIFY_CHANNELS).',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { channel: 'E-mail is not set up on this server (NOTIFY_CHANNELS).' },
              },
            },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open: Asha Rao' }));
    expect(await screen.findByText('Are you open on Sunday mornings?')).toBeInTheDocument();
    expect(screen.getByText(/Last handled by Rekha/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeDisabled();
    expect(screen.getByText('No phone given: e-mail only')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please write the reply')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your reply'), 'Yes, 9 to 1.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(
      (await screen.findAllByText('E-mail is not set up on this server (NOTIFY_CHANNELS).')).length,
    ).toBeGreaterThan(0);
  });

  it('lets an admin approve consented feedback with a town, and export sign-ups', async () => {
    const row = item({
      kind: 'FEEDBACK',
      id: '9',
      name: 'Kamla Devi',
      subject: null,
      email: null,
      rating: 4,
      consentToPublish: true,
    });
    const approved = {
      ...row,
      state: 'READ',
      nextStates: ['ARCHIVED'],
      town: 'Vidisha',
      testimonialApprovedAt: '2026-11-24T06:00:00.000Z',
    };
    renderPage(
      [
        { ...list([row]), maxUsageCount: 1 },
        opened(row),
        doctors,
        {
          request: {
            query: approveTestimonialMutation,
            variables: { id: '9', testimonial: { town: 'Vidisha', doctorId: null } },
          },
          result: { data: { approveTestimonial: approved } },
        },
        list([approved]),
      ],
      'ADMIN',
    );
    expect(
      await screen.findByRole('link', { name: 'Download newsletter sign-ups (CSV)' }),
    ).toHaveAttribute('href', '/staff/files/newsletter-signups.csv');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open: Kamla Devi' }));
    expect(await screen.findByText('Rated 4 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve as testimonial' }));
    expect(await screen.findByText('Please enter the town')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Town shown'), 'Vidisha');
    await user.click(screen.getByRole('button', { name: 'Approve as testimonial' }));
    // The answer carries the approval: the form gives way to the published state.
    expect((await screen.findAllByText('Published as a testimonial')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Withdraw testimonial' })).toBeInTheDocument();
  });

  it('shows no testimonial form to reception', async () => {
    const row = item({ kind: 'FEEDBACK', id: '9', subject: null, consentToPublish: true });
    renderPage([list([row]), opened(row)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open: Asha Rao' }));
    expect(await screen.findByText(/allows publishing/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Approve as testimonial' }),
    ).not.toBeInTheDocument();
  });
});
