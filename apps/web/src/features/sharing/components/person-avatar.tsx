import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { pictureDataUrl } from '../../../lib/picture';

/** Up to two initials of a name, or the first letter of an address. */
export function initialsOf(nameOrEmail: string): string {
  const words = nameOrEmail.includes('@') ? [nameOrEmail] : nameOrEmail.trim().split(/\s+/);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

interface PersonAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  /** The person's name, or their address while they have no account. */
  name: string;
  /** Base64 without a prefix; empty or missing shows the initials. */
  picture?: string | null;
}

/** A person's profile picture, or their initials. */
export function PersonAvatar({ name, picture, ...props }: PersonAvatarProps) {
  const src = pictureDataUrl(picture ?? '');
  return (
    <Avatar src={src} alt={src ? name : undefined} {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
