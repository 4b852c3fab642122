import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { visuallyHidden } from '../shared.css';

export type VisuallyHiddenProps = {
  children: ReactNode;
  /** Element to render; `span` by default. */
  as?: ElementType;
} & Omit<ComponentPropsWithoutRef<'span'>, 'children'>;

/** Content for screen readers only. */
export function VisuallyHidden({ as: Component = 'span', className, children, ...rest }: VisuallyHiddenProps) {
  return (
    <Component className={className ? `${visuallyHidden} ${className}` : visuallyHidden} {...rest}>
      {children}
    </Component>
  );
}
