import type { ProfileImage } from '../lib/profile-image.ts';

/**
 * A user's profile image, or their initials on the brand colour when they have none. `label` is the
 * image's text alternative; leave it out where the name is already written next to the avatar.
 */
export function UserAvatar(props: {
  image: ProfileImage | null;
  abbreviatedName: string;
  size?: 'medium' | 'large';
  label?: string;
}) {
  const className = props.size === 'large' ? 'avatar avatar--large' : 'avatar';
  if (props.image) {
    return (
      <img
        className={`${className} avatar--image`}
        src={props.image.src}
        srcSet={props.image.srcSet}
        alt={props.label ?? ''}
        width={props.size === 'large' ? 96 : 36}
        height={props.size === 'large' ? 96 : 36}
      />
    );
  }
  return props.label ? (
    <span className={className} role="img" aria-label={props.label}>
      <span aria-hidden="true">{props.abbreviatedName}</span>
    </span>
  ) : (
    <span className={className} aria-hidden="true">
      {props.abbreviatedName}
    </span>
  );
}
