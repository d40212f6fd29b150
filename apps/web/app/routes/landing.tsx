import { LandingPage } from '../features/landing/landing-page.tsx';

export function meta() {
  return [
    { title: 'Book trusted local services' },
    { name: 'description', content: 'Find and book services from independent providers.' },
  ];
}

export default function Landing() {
  return <LandingPage />;
}
