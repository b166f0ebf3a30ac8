import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '../config/paths';
import { AppLayout, AppLayoutFallback } from './layout/app-layout';
import { RootErrorPage, RouteErrorPage } from './route-error-page';

// Every screen is its own chunk, loaded when its route is first visited.
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: AppLayout,
    HydrateFallback: AppLayoutFallback,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/content/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: paths.booking,
            lazy: () =>
              import('../features/booking/booking-page').then((m) => ({
                Component: m.BookingPage,
              })),
          },
          {
            path: paths.services,
            lazy: () =>
              import('../features/content/services-page').then((m) => ({
                Component: m.ServicesPage,
              })),
          },
          {
            path: routePatterns.service,
            lazy: () =>
              import('../features/content/service-detail-page').then((m) => ({
                Component: m.ServiceDetailPage,
              })),
          },
          {
            path: paths.feedback,
            lazy: () =>
              import('../features/messages/feedback-page').then((m) => ({
                Component: m.FeedbackPage,
              })),
          },
          {
            path: paths.diseases,
            lazy: () =>
              import('../features/content/diseases-page').then((m) => ({
                Component: m.DiseasesPage,
              })),
          },
          {
            path: routePatterns.condition,
            lazy: () =>
              import('../features/content/condition-page').then((m) => ({
                Component: m.ConditionPage,
                loader: m.conditionLoader,
              })),
          },
          {
            path: paths.products,
            lazy: () =>
              import('../features/shop/products-page').then((m) => ({
                Component: m.ProductsPage,
              })),
          },
          {
            path: paths.checkout,
            lazy: () =>
              import('../features/shop/checkout-page').then((m) => ({
                Component: m.CheckoutPage,
              })),
          },
          {
            path: paths.orders,
            lazy: () =>
              import('../features/shop/orders-page').then((m) => ({ Component: m.OrdersPage })),
          },
          {
            path: paths.blog,
            lazy: () =>
              import('../features/blog/blog-list-page').then((m) => ({
                Component: m.BlogListPage,
              })),
          },
          {
            path: routePatterns.blogPost,
            lazy: () =>
              import('../features/blog/blog-post-page').then((m) => ({
                Component: m.BlogPostPage,
              })),
          },
          {
            path: paths.contact,
            lazy: () =>
              import('../features/messages/contact-page').then((m) => ({
                Component: m.ContactPage,
              })),
          },
          {
            path: paths.doctors,
            lazy: () =>
              import('../features/clinic/doctors-page').then((m) => ({ Component: m.DoctorsPage })),
          },
          {
            path: routePatterns.doctor,
            lazy: () =>
              import('../features/clinic/doctor-profile-page').then((m) => ({
                Component: m.DoctorProfilePage,
              })),
          },
          {
            path: paths.faq,
            lazy: () =>
              import('../features/content/faq-page').then((m) => ({ Component: m.FaqPage })),
          },
          {
            path: paths.privacy,
            lazy: () =>
              import('../features/content/privacy-page').then((m) => ({
                Component: m.PrivacyPage,
              })),
          },
          {
            path: paths.terms,
            lazy: () =>
              import('../features/content/terms-page').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: routePatterns.notFound,
            lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
