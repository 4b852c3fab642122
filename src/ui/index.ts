// The design system's most used pieces; the others are imported from their own folder (`@/ui/Select/Select`).
export { Avatar } from './Avatar/Avatar';
export { Button } from './Button/Button';
export { Modal } from './Modal/Modal';
export { Rating } from './Rating/Rating';
export { Skeleton } from './Skeleton/Skeleton';
export { TextInput } from './TextInput/TextInput';
// The toaster itself (sonner) is mounted by src/main.tsx through ToasterSlot; `toast` loads it on first use.
export { toast } from './toast';
