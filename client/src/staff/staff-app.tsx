import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMe } from './api/me';
import { useSignOut } from './auth/api/sign-out';
import { StaffSessionContext, type StaffSession } from './auth/session';
import { SignInPage } from './auth/sign-in-page';
import { authTexts } from './auth/strings';
import type { StaffRole } from './graphql/__generated__/graphql';
import { errorMessage } from './lib/staff-errors';
import { homeFor, mayOpen } from './shell/navigation';
import { StaffShell } from './shell/staff-shell';
import { shellTexts } from './shell/strings';
import { createStaffApolloClient } from './staff-apollo-client';
import { relativeStaffPath, staffPaths, type StaffPath } from './staff-paths';

// Each section is its own chunk: a doctor never downloads the reception desk.
const TodayPage = lazy(() => import('./features/today/today-page'));
const QueuePage = lazy(() => import('./features/queue/queue-page'));
const BookPage = lazy(() => import('./features/book/book-page'));
const LeavePage = lazy(() => import('./features/leave/leave-page'));
const WeekPage = lazy(() => import('./features/week/week-page'));
const FindPage = lazy(() => import('./features/find/find-page'));
const MyDayPage = lazy(() => import('./features/my-day/my-day-page'));
const OrdersPage = lazy(() => import('./features/orders/orders-page'));
const OrderPage = lazy(() => import('./features/orders/order-page'));
const PackingSlipPage = lazy(() => import('./features/orders/packing-slip-page'));
const CollectionsPage = lazy(() => import('./features/orders/collections-page'));
const AuditPage = lazy(() => import('./features/audit/audit-page'));
const FailedMessagesPage = lazy(() => import('./features/messages/failed-messages-page'));
const InboxPage = lazy(() => import('./features/inbox/inbox-page'));
const ClaimsPage = lazy(() => import('./features/inbox/claims-page'));
const ProductsSection = lazy(() => import('./features/products/products-section'));
const CategoriesPage = lazy(() => import('./features/products/categories-page'));
const PostsSection = lazy(() => import('./features/posts/posts-section'));
const PrescriptionsPage = lazy(() => import('./features/prescriptions/prescriptions-page'));
const DoctorsSection = lazy(() => import('./features/doctors/doctors-section'));
const DataRequestsPage = lazy(() => import('./features/data-requests/data-requests-page'));
const RecordVisitPage = lazy(() => import('./features/data-requests/record-visit-form'));
const ClinicPage = lazy(() => import('./features/clinic/clinic-page'));

const sections: [StaffPath, ReactNode][] = [
  [staffPaths.queue, <QueuePage />],
  [staffPaths.book, <BookPage />],
  [staffPaths.leave, <LeavePage />],
  [staffPaths.week, <WeekPage />],
  [staffPaths.find, <FindPage />],
  [staffPaths.myDay, <MyDayPage />],
  [staffPaths.orders, <OrdersPage />],
  [staffPaths.collections, <CollectionsPage />],
  [staffPaths.audit, <AuditPage />],
  [staffPaths.messages, <FailedMessagesPage />],
  [staffPaths.inbox, <InboxPage />],
  [staffPaths.claims, <ClaimsPage />],
  [staffPaths.categories, <CategoriesPage />],
  [staffPaths.prescriptions, <PrescriptionsPage />],
  [staffPaths.dataRequests, <DataRequestsPage />],
  [staffPaths.dataRequestVisit, <RecordVisitPage />],
  [staffPaths.clinic, <ClinicPage />],
];

/** Pages below a section, opened by the roles of that section (mayOpen). */
const subPages: [string, StaffPath, ReactNode][] = [
  [`${relativeStaffPath(staffPaths.orders)}/:orderNumber`, staffPaths.orders, <OrderPage />],
  [
    `${relativeStaffPath(staffPaths.orders)}/:orderNumber/slip`,
    staffPaths.orders,
    <PackingSlipPage />,
  ],
  // One order's prescription, linked from the order page.
  [
    `${relativeStaffPath(staffPaths.prescriptions)}/:orderNumber`,
    staffPaths.prescriptions,
    <PrescriptionsPage />,
  ],
];

function Loading() {
  return (
    <Stack direction="row" spacing={1} sx={{ p: 3, alignItems: 'center' }} role="status">
      <CircularProgress size={20} />
      <span>{shellTexts.loading}</span>
    </Stack>
  );
}

/** A section the role may open, else a plain refusal (the server refuses its data anyway). */
function Section({ role, path, children }: { role: StaffRole; path: string; children: ReactNode }) {
  if (!mayOpen(role, path)) return <Alert severity="warning">{shellTexts.notForRole}</Alert>;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** The role's sections below /staff (relative paths: main.tsx's route matched /staff/*). */
function StaffSections({ role }: { role: StaffRole }) {
  const home = homeFor(role);
  const routes: RouteObject[] = [
    { path: 'sign-in', element: <Navigate to={home} replace /> },
    {
      index: true,
      element:
        home === staffPaths.today ? (
          <Section role={role} path={staffPaths.today}>
            <TodayPage />
          </Section>
        ) : (
          <Navigate to={home} replace />
        ),
    },
    ...sections.map(([path, page]) => ({
      path: relativeStaffPath(path),
      element: (
        <Section role={role} path={path}>
          {page}
        </Section>
      ),
    })),
    ...subPages.map(([route, section, page]) => ({
      path: route,
      element: (
        <Section role={role} path={`${section}/${route.split('/').slice(1).join('/')}`}>
          {page}
        </Section>
      ),
    })),
    // A product's own pages below the list (/staff/products/new, /staff/products/12).
    {
      path: `${relativeStaffPath(staffPaths.products)}/*`,
      element: (
        <Section role={role} path={staffPaths.products}>
          <ProductsSection />
        </Section>
      ),
    },
    // Doctors' own pages below the list (/staff/doctors/new, /staff/doctors/3, …/needs-rescheduling).
    {
      path: `${relativeStaffPath(staffPaths.doctors)}/*`,
      element: (
        <Section role={role} path={staffPaths.doctors}>
          <DoctorsSection />
        </Section>
      ),
    },
    // The blog desk: the list, a new post and a post's own page (/staff/posts/12).
    {
      path: `${relativeStaffPath(staffPaths.posts)}/*`,
      element: (
        <Section role={role} path={staffPaths.posts}>
          <PostsSection />
        </Section>
      ),
    },
    { path: '*', element: <Alert severity="info">{shellTexts.notFound}</Alert> },
  ];
  return useRoutes(routes);
}

/** The console under /staff: sign-in, then the signed-in member's sections. */
function StaffRoot({
  sessionEnded,
  onSignedIn,
}: {
  sessionEnded: boolean;
  onSignedIn: () => void;
}) {
  const { data, loading, error, refetch, client } = useMe();
  const [signOutOnServer] = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<string>();
  const me = sessionEnded ? null : data?.me;

  const session = useMemo<StaffSession | null>(
    () =>
      me
        ? {
            me,
            signOut: async () => {
              await signOutOnServer().catch(() => undefined);
              await client.clearStore();
              setNotice(authTexts.signedOut);
              await refetch();
              navigate(staffPaths.signIn, { replace: true });
            },
          }
        : null,
    [me, signOutOnServer, client, refetch, navigate],
  );

  if (loading && !data) return <Loading />;
  if (error && !data) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={<Button onClick={() => void refetch()}>{shellTexts.retry}</Button>}
      >
        {errorMessage(error, shellTexts.loadFailed)}
      </Alert>
    );
  }

  const onSignInPage = pathname.replace(/\/$/, '') === staffPaths.signIn;
  if (!session) {
    if (!onSignInPage) return <Navigate to={staffPaths.signIn} replace />;
    return (
      <SignInPage
        notice={sessionEnded ? authTexts.sessionEnded : notice}
        onSignedIn={async () => {
          await refetch();
          onSignedIn();
          navigate(staffPaths.today, { replace: true });
        }}
      />
    );
  }

  return (
    <StaffSessionContext.Provider value={session}>
      <StaffShell>
        <StaffSections role={session.me.role} />
      </StaffShell>
    </StaffSessionContext.Provider>
  );
}

/**
 * The staff console, a build of its own served only under /staff (main.tsx): its own GraphQL
 * client for /staff/graphql, its own sign-in and sections. Never rendered on the server.
 */
export function StaffApp() {
  const [sessionEnded, setSessionEnded] = useState(false);
  // A request found the session gone (idle or absolute expiry, signed out elsewhere, disabled):
  // forget what the console holds and ask for the sign-in again.
  const [client] = useState(() => {
    const staffClient = createStaffApolloClient(() => {
      setSessionEnded(true);
      void staffClient.clearStore();
    });
    return staffClient;
  });

  return (
    <ApolloProvider client={client}>
      <title>{shellTexts.consoleName}</title>
      <meta name="robots" content="noindex, nofollow" />
      <StaffRoot sessionEnded={sessionEnded} onSignedIn={() => setSessionEnded(false)} />
    </ApolloProvider>
  );
}
