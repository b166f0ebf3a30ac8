/**
 * The parts of React Router the browser uses, as one start-up step (see main.tsx). Importing
 * 'react-router-dom' itself dynamically would keep every export it has, the server's too. A
 * part missing here still works: it just loads with the app's code.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
