import type { ChangeEvent, ReactNode } from 'react';

/** The ends and step of a numeric filter. */
export interface NumberRange {
  min: number;
  max: number;
  step: number;
}

/**
 * One bound's input: its label and name; given `value`, the caller holds what is typed,
 * otherwise it starts at `defaultValue`.
 */
export interface RangeBound {
  label: string;
  name: string;
  value?: string;
  onValueChange?: (value: string) => void;
  defaultValue?: string | number;
}

function RangeBoundInput(props: { bound: RangeBound; range: NumberRange; end: 'min' | 'max' }) {
  const { bound, range, end } = props;
  const { onValueChange } = bound;
  const onChange = onValueChange
    ? (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)
    : undefined;
  return (
    <label>
      <span>{bound.label}</span>
      <input
        type="number"
        name={bound.name}
        min={range.min}
        max={range.max}
        step={range.step}
        inputMode="numeric"
        placeholder={String(range[end])}
        value={bound.value}
        defaultValue={bound.defaultValue}
        onChange={onChange}
      />
    </label>
  );
}

/** The lowest and highest bound of a numeric range filter, each empty input showing its end. */
export function RangeInputs(props: { range: NumberRange; min: RangeBound; max: RangeBound }) {
  return (
    <div className="search-filter__range">
      <RangeBoundInput bound={props.min} range={props.range} end="min" />
      <RangeBoundInput bound={props.max} range={props.range} end="max" />
    </div>
  );
}

/** A filter of one labelled input (`id` names the input the label is for). */
export function LabelledFilter(props: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="search-filter">
      <label htmlFor={props.id} className="search-filter__label">
        {props.label}
      </label>
      {props.children}
    </div>
  );
}
