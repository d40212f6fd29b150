import { SEARCH_FILTERS_TEXTS } from '@mercato/core/texts/catalogs/listings/search-filters';
import { useTexts } from '../../lib/texts.ts';
import { LabelledFilter, RangeInputs } from './filter-inputs.tsx';
import type { CustomFilter } from './search-filters.ts';
import { type CustomFilterValue, customParamName } from './search-params.ts';

/** The inputs of one custom field's filter, named as `parseSearchParams` reads the form. */
export function CustomFilterField({
  filter,
  value,
}: {
  filter: CustomFilter;
  value: CustomFilterValue | undefined;
}) {
  const t = useTexts(SEARCH_FILTERS_TEXTS);
  const name = customParamName(filter.key);
  const id = `filter-${filter.key}`;
  switch (filter.type) {
    case 'enum':
    case 'multi-enum': {
      const chosen = value && (value.type === 'enum' || value.type === 'multi-enum') ? value.options : [];
      if (!filter.multiple) {
        return (
          <LabelledFilter id={id} label={filter.label}>
            <select id={id} name={name} defaultValue={chosen[0] ?? ''}>
              <option value="">{t('any')}</option>
              {filter.options.map((option) => (
                <option key={option.option} value={option.option}>
                  {option.label}
                </option>
              ))}
            </select>
          </LabelledFilter>
        );
      }
      const mode = value?.type === 'multi-enum' ? value.mode : filter.searchMode;
      return (
        <fieldset className="search-filter">
          <legend className="search-filter__label">{filter.label}</legend>
          {filter.type === 'multi-enum' ? <input type="hidden" name={name} value={`${mode}:`} /> : null}
          {filter.options.map((option) => (
            <label key={option.option} className="search-filter__check">
              <input
                type="checkbox"
                name={name}
                value={option.option}
                defaultChecked={chosen.includes(option.option)}
              />
              {option.label}
            </label>
          ))}
          {filter.type === 'multi-enum' ? (
            <p className="search-filter__hint">{t(mode === 'has_all' ? 'withAll' : 'withAny')}</p>
          ) : null}
        </fieldset>
      );
    }
    case 'long': {
      const range = filter.range ?? { min: 0, max: 0, step: 1 };
      const current = value?.type === 'long' ? value : null;
      return (
        <fieldset className="search-filter">
          <legend className="search-filter__label">{filter.label}</legend>
          <RangeInputs
            range={range}
            min={{ label: t('from'), name: `${name}_min`, defaultValue: current ? current.min : '' }}
            max={{ label: t('to'), name: `${name}_max`, defaultValue: current ? current.max : '' }}
          />
        </fieldset>
      );
    }
    case 'boolean': {
      const current = value?.type === 'boolean' ? String(value.value) : '';
      return (
        <LabelledFilter id={id} label={filter.label}>
          <select id={id} name={name} defaultValue={current}>
            <option value="">{t('any')}</option>
            <option value="true">{t('yes')}</option>
            <option value="false">{t('no')}</option>
          </select>
        </LabelledFilter>
      );
    }
  }
}
