import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar.tsx';
import type { AuthorView } from './listing-view.ts';

/** Who offers the listing, linking to their profile (spec §2 `/u/:id`). */
export function AuthorCard({ author }: { author: AuthorView }) {
  return (
    <div className="author-card">
      {author.isActive ? (
        <UserAvatar image={author.avatar} abbreviatedName={author.abbreviatedName} size="large" />
      ) : (
        <span className="avatar avatar--large avatar--generic" aria-hidden="true" />
      )}
      <p className="author-card__name">
        {author.isActive ? <Link to={`/u/${author.id}`}>{author.displayName}</Link> : author.displayName}
      </p>
    </div>
  );
}
