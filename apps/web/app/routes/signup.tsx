import { loadSignup, signUp } from '../features/auth/signup.server.ts';
import { SignupPage } from '../features/auth/signup-page.tsx';
import type { Route } from './+types/signup';

export function meta() {
  return [
    { title: 'Sign up' },
    {
      name: 'description',
      content: 'Create an account to book services from independent providers, or to offer your own.',
    },
  ];
}

export function loader(args: Route.LoaderArgs) {
  return loadSignup(args);
}

export function action(args: Route.ActionArgs) {
  return signUp(args);
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  return <SignupPage loaderData={loaderData} actionData={actionData} />;
}
