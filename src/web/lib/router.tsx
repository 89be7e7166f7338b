import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  type Ref,
  startTransition,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  Redirect,
  Router,
  useParams as useRouteParams,
  useLocation as useWouterLocation,
  Link as WouterLink,
} from 'wouter';

/**
 * The app's router: wouter (~3 KB gzipped) behind the few react-router shapes the screens use
 * (`Link to`, `useNavigate`, `<Navigate replace>`, `useLocation().pathname`, `useParams`,
 * `useSearchParams`). ADR 004.
 *
 * wouter's own location hook reads the address through `useSyncExternalStore`, whose updates React
 * cannot render as a transition: a link to a screen whose chunk has not loaded yet would blank the
 * page to its loader. Here the location is React state set inside `startTransition`, as
 * react-router's BrowserRouter does, so the current screen stays until the next one can draw.
 */

type Location = { pathname: string; search: string };

const readLocation = (): Location => ({ pathname: window.location.pathname, search: window.location.search });

const LocationContext = createContext<Location>(readLocation());

let onChange: (() => void) | undefined;

type NavigateOptions = { replace?: boolean };

/** Moves the app to `to`, also from outside React (a tapped push); screens use `useNavigate`. */
export function navigate(to: string, options?: NavigateOptions) {
  window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
  onChange?.();
}

// wouter's location and search hooks, read from the state that <BrowserRouter> keeps.
const useContextLocation = (): [string, typeof navigate] => [useContext(LocationContext).pathname, navigate];
const useContextSearch = () => useContext(LocationContext).search;

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  useLayoutEffect(() => {
    const update = () => {
      const next = readLocation();
      startTransition(() =>
        setLocation((prev) => (prev.pathname === next.pathname && prev.search === next.search ? prev : next)),
      );
    };
    onChange = update;
    window.addEventListener('popstate', update);
    // A navigation made before this effect ran (a redirect on the first render) is picked up here.
    update();
    return () => {
      onChange = undefined;
      window.removeEventListener('popstate', update);
    };
  }, []);
  return (
    <LocationContext.Provider value={location}>
      <Router hook={useContextLocation} searchHook={useContextSearch}>
        {children}
      </Router>
    </LocationContext.Provider>
  );
}

export { Route, Switch } from 'wouter';

export function useLocation(): Location {
  return useContext(LocationContext);
}

/** `navigate(to)` pushes, `navigate(to, { replace: true })` replaces the current entry. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useWouterLocation()[1];
}

export function useParams(): Record<string, string | undefined> {
  return useRouteParams();
}

/** The query string, and a setter that pushes the same page with new parameters. */
export function useSearchParams(): [URLSearchParams, (next: Record<string, string>) => void] {
  const { pathname, search } = useContext(LocationContext);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: Record<string, string>) => {
    const query = new URLSearchParams(next).toString();
    navigate(query ? `${pathname}?${query}` : pathname);
  };
  return [params, setParams];
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * An `<a href>` that navigates in the page on a plain left click (a middle click, or one with a
 * modifier key, is left to the browser). A link to the page already shown replaces the history
 * entry instead of adding the same page again, as react-router's did.
 */
export function Link({ to, replace, ...props }: LinkProps) {
  const current = useContext(LocationContext);
  return <WouterLink {...props} href={to} replace={replace ?? to === current.pathname + current.search} />;
}
