// The design system. Import from 'src/ui' (this file), never from component internals.
export { Avatar, initialsOf, type AvatarProps, type AvatarSize } from './Avatar/Avatar';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button';
export { Calendar, type CalendarProps, type CalendarStage } from './Calendar/Calendar';
export { todayIn, type PlainDate } from './Calendar/dates';
export {
  dayChoices, daysInMonth, monthChoices, yearChoices, MIN_YEAR, type MonthChoice, type Today,
} from './date-picker/choices';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { FullScreenLoader, type FullScreenLoaderProps } from './FullScreenLoader/FullScreenLoader';
export { LogoMark } from './FullScreenLoader/Logo';
export { LanguageTag, type LanguageTagProps } from './LanguageTag/LanguageTag';
export { Modal, type ModalProps } from './Modal/Modal';
export { Rating, RATING_MAX, type RatingDisplayProps, type RatingInputProps, type RatingProps } from './Rating/Rating';
export { QueryError, type QueryErrorProps } from './QueryError/QueryError';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner';
export { Tabs, type TabItem, type TabsProps } from './Tabs/Tabs';
export { TextInput, type TextInputProps } from './TextInput/TextInput';
export { TimeSlotGrid, isSlotSelectable, type TimeSlot, type TimeSlotGridProps } from './TimeSlotGrid/TimeSlotGrid';
// The toaster itself (sonner) is mounted by src/main.tsx through ToasterSlot; `toast` loads it on first use.
export { toast } from './toast';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { useDocumentTheme, type DocumentTheme } from './useDocumentTheme';
export { intlLocale } from './locale';
export { focusRing, visuallyHidden } from './shared.css';
export { dateFormat, numberFormat, hasLocaleData, NEPALI_NAMES, type DateFormat, type NumberFormat } from './intl';
