// The select itself with its chevron, for Select (in a field) and SortSelect (beside its label): their
// own modules, so a page with only a sort order loads no field code.
import * as s from './Select.css';

export type SelectOption<V extends string = string> = { value: V; label: string };

export type SelectControlProps<V extends string = string> = {
  id: string;
  name: string;
  value: V | '';
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  placeholder?: string | undefined;
  required?: boolean | undefined;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
};

export function SelectControl<V extends string = string>({ name, value, options, onChange, placeholder, required, ...aria }: SelectControlProps<V>) {
  return (
    <span className={s.control}>
      <select
        {...aria}
        name={name}
        className={s.select}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className={s.chevron} width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor"
        strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="M6 9l6 6 6-6" />
      </svg>
    </span>
  );
}
