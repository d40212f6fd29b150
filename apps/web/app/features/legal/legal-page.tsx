import type { legalPageAt } from './legal-pages.ts';

/** Static legal pages (spec §2 `/terms-of-service`, `/privacy-policy`). */
export function LegalPage({ loaderData }: { loaderData: ReturnType<typeof legalPageAt> }) {
  return (
    <article className="prose">
      <h1>{loaderData.title}</h1>
      {loaderData.body.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
    </article>
  );
}
