import { loadLogin, logIn } from '../features/auth/login.server.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import type { Route } from './+types/login';

export function meta() {
  return [
    { title: 'Log in' },
    { name: 'description', content: 'Log in to book services, manage your listings and read your messages.' },
  ];
}

export function loader(args: Route.LoaderArgs) {
  return loadLogin(args);
}

export function action(args: Route.ActionArgs) {
  return logIn(args);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage loaderData={loaderData} actionData={actionData} />;
}
