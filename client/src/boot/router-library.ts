/**
 * The parts of React Router the browser uses, as one start-up step (see main.tsx). Importing
 * 'react-router-dom' itself dynamically would keep every export it has, the server's too
 * (~30 kB gzip more). A part missing here still works: it just loads with the app's code.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
