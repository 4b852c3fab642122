// A list's sort order: the label beside a native select, and nothing of a form field (no hint, error
// or required mark), so the doctor list's first screen loads no field code for it.
import { useId, type ReactNode } from 'react';
import { SelectControl, type SelectOption } from './SelectControl';
import * as s from './SortSelect.css';

export type SortSelectProps<V extends string> = {
  label: ReactNode;
  name: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
};

export function SortSelect<V extends string>({ label, name, value, options, onChange }: SortSelectProps<V>) {
  const id = useId();
  return (
    <div className={s.root}>
      <label htmlFor={id} className={s.label}>{label}</label>
      <SelectControl id={id} name={name} value={value} options={options} onChange={onChange} />
    </div>
  );
}
