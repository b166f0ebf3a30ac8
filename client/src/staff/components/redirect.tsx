import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Sends the browser to `to`, replacing the current entry. (React Router's <Navigate> would do
 * the same, but it is code the site's start-up chunk would then have to carry too.)
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
