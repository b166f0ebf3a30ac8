import { lazy, type ComponentType } from 'react';
import {
  matchRoutes,
  useLocation,
  useParams,
  useRoutes,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { paths, routePatterns } from '../config/paths';
import { useCatalogue } from '../lib/i18n/catalogue';
import { PageAdopted } from '../ssr/page-adopted';
import { isConditionId } from '../features/content/condition-ids';
import { ErrorBoundary } from './error-boundary';
import { AppLayout } from './layout/app-layout';
import { trackPageLoad } from './page-loads';
import { appCatalogue } from './catalogue';
import { RootErrorPage } from './route-error-page';

/**
 * A screen's component, loaded on first use; `preload` fetches it ahead of rendering, with the
 * code of its deferred sections unless `adopting` the server's page (which keeps their HTML until
 * they are scrolled to, see ssr/deferred-section).
 */
type PageComponent = ComponentType & {
  preload: (params?: Params, adopting?: boolean) => Promise<void>;
};

/**
 * Every screen is its own chunk, loaded when its route is first visited, inside the layout's
 * Suspense boundary (see AppLayout), so the frame never waits for a page. Once preloaded, the
 * screen renders at once: a server-rendered page is adopted as it is, never as a loading state.
 * While a screen's code is on its way, the header shows progress (page-loads.ts).
 */
function page<M>(
  load: (adopting?: boolean) => Promise<M>,
  pick: (module: M) => ComponentType,
): PageComponent {
  let loaded: ComponentType | undefined;
  const preload = (_params?: Params, adopting?: boolean) =>
    load(adopting).then((module) => {
      loaded = pick(module);
    });
  const Lazy = lazy(() => trackPageLoad(preload()).then(() => ({ default: loaded! })));
  function Page() {
    const Screen = loaded ?? Lazy;
    return <Screen />;
  }
  return Object.assign(Page, { preload });
}

const NotFoundScreen = page(
  () => import('./not-found-page'),
  (m) => m.NotFoundPage,
);
const ConditionScreen = page(
  () => import('../features/content/condition-page'),
  (m) => m.ConditionPage,
);

// A condition's words (its own catalogue in the page's language) load beside its code.
const conditionWords = () => import('../features/content/condition-words');

/**
 * A known condition's page, or the not-found page, decided before either renders: a screen that
 * throws while the server renders it leaves only the loading state in the HTML.
 */
const ConditionRoute = Object.assign(
  function ConditionRoute() {
    return isConditionId(useParams().conditionId) ? <ConditionScreen /> : <NotFoundScreen />;
  },
  {
    preload: (params?: Params) => {
      const id = params?.conditionId;
      if (!isConditionId(id)) return NotFoundScreen.preload();
      return Promise.all([
        ConditionScreen.preload(),
        conditionWords().then((m) => m.preloadConditionWords(id)),
      ]).then(() => undefined);
    },
  },
);

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: AppLayout,
    children: [
      {
        index: true,
        Component: page(
          (adopting) =>
            import('./home-route').then((m) =>
              Promise.all([m.preloadHomeWords(), adopting || m.preloadHomeSections()]).then(
                () => m,
              ),
            ),
          (m) => m.HomeRoute,
        ),
      },
      {
        path: paths.booking,
        Component: page(
          () =>
            import('../features/booking/booking-page').then((m) =>
              m.preloadBookingWords().then(() => m),
            ),
          (m) => m.BookingPage,
        ),
      },
      {
        path: paths.services,
        Component: page(
          () =>
            import('../features/content/services-page').then((m) => m.preloadWords().then(() => m)),
          (m) => m.ServicesPage,
        ),
      },
      {
        path: routePatterns.service,
        Component: page(
          () =>
            import('../features/content/service-detail-page').then((m) =>
              m.preloadWords().then(() => m),
            ),
          (m) => m.ServiceDetailPage,
        ),
      },
      {
        path: paths.feedback,
        Component: page(
          () => import('../features/messages/feedback-page'),
          (m) => m.FeedbackPage,
        ),
      },
      {
        path: paths.diseases,
        Component: page(
          () =>
            Promise.all([
              import('../features/content/diseases-page'),
              conditionWords().then((m) => m.preloadConditionsWords()),
            ]).then(([m]) => m),
          (m) => m.DiseasesPage,
        ),
      },
      {
        path: routePatterns.condition,
        Component: ConditionRoute,
      },
      {
        path: paths.products,
        Component: page(
          () =>
            import('../features/shop/products-page').then((m) =>
              import('../features/shop/catalogue').then((c) => c.preloadShopWords().then(() => m)),
            ),
          (m) => m.ProductsPage,
        ),
      },
      {
        path: paths.checkout,
        Component: page(
          () =>
            import('../features/shop/checkout-page').then((m) =>
              import('../features/shop/catalogue').then((c) => c.preloadShopWords().then(() => m)),
            ),
          (m) => m.CheckoutPage,
        ),
      },
      {
        path: paths.orders,
        Component: page(
          () =>
            import('../features/shop/orders/route').then((m) => m.loadOrdersWords().then(() => m)),
          (m) => m.OrdersPage,
        ),
      },
      {
        path: paths.orderPlaced,
        Component: page(
          () =>
            import('../features/shop/order-placed-page').then((m) =>
              import('../features/shop/catalogue').then((c) => c.preloadShopWords().then(() => m)),
            ),
          (m) => m.OrderPlacedPage,
        ),
      },
      {
        path: paths.blog,
        Component: page(
          () =>
            import('../features/blog/blog-list-page').then((m) => m.loadBlogWords().then(() => m)),
          (m) => m.BlogListPage,
        ),
      },
      {
        path: routePatterns.blogPost,
        Component: page(
          () =>
            import('../features/blog/blog-post-page').then((m) => m.loadBlogWords().then(() => m)),
          (m) => m.BlogPostPage,
        ),
      },
      {
        path: paths.contact,
        Component: page(
          () => import('../features/messages/contact-page'),
          (m) => m.ContactPage,
        ),
      },
      {
        path: paths.doctors,
        Component: page(
          () => import('../features/clinic/doctors-page'),
          (m) => m.DoctorsPage,
        ),
      },
      {
        path: routePatterns.doctor,
        Component: page(
          () => import('../features/clinic/doctor-profile-page'),
          (m) => m.DoctorProfilePage,
        ),
      },
      {
        path: routePatterns.queue,
        Component: page(
          () =>
            import('../features/booking/queue-page').then((m) =>
              m.preloadQueueWords().then(() => m),
            ),
          (m) => m.QueuePage,
        ),
      },
      {
        path: paths.manageAppointment,
        Component: page(
          () =>
            import('../features/booking/manage-appointment-page').then((m) =>
              m.preloadBookingWords().then(() => m),
            ),
          (m) => m.ManageAppointmentPage,
        ),
      },
      {
        path: paths.faq,
        // The site-wide FAQ also lists the contact page's questions, owned by messages.
        Component: page(
          () =>
            Promise.all([
              import('../features/content/faq-page').then((m) => m.preloadWords().then(() => m)),
              import('../features/messages/contact-faq'),
            ]),
          ([faq, contact]) =>
            function Faq() {
              return <faq.FaqPage extraGroups={[contact.useContactFaqGroup()]} />;
            },
        ),
      },
      {
        path: paths.privacy,
        Component: page(
          () =>
            import('../features/content/privacy-page').then((m) => m.preloadWords().then(() => m)),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: paths.terms,
        Component: page(
          () =>
            import('../features/content/terms-page').then((m) => m.preloadWords().then(() => m)),
          (m) => m.TermsPage,
        ),
      },
      {
        path: routePatterns.notFound,
        Component: NotFoundScreen,
      },
    ],
  },
];

/**
 * Loads the screens the current address shows, so the first render needs no chunk; adopting the
 * server's page, without the deferred sections it keeps as the server sent them.
 */
export async function preloadPagesFor(pathname: string, adopting: boolean): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matched.map(({ route, params }) =>
      (route.Component as Partial<PageComponent> | undefined)?.preload?.(params, adopting),
    ),
  );
}

/**
 * The site's screens at the current address (below the language's prefix, the router's
 * basename), in the frame's words for the page's language. A frame that fails to render is drawn
 * again around the error page; a screen that fails is caught inside the frame (AppLayout).
 */
export function AppRoutes() {
  useCatalogue(appCatalogue);
  const screens = useRoutes(routes);
  const { key } = useLocation();
  return (
    <ErrorBoundary
      resetKey={key}
      fallback={(error) => (
        <>
          <RootErrorPage error={error} />
          <PageAdopted />
        </>
      )}
    >
      {screens}
    </ErrorBoundary>
  );
}
