import { SEARCH_FILTERS_TEXTS } from '@mercato/core/texts/catalogs/listings/search-filters';
import { useTexts } from '../../lib/texts.ts';
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
          <div className="search-filter">
            <label htmlFor={id} className="search-filter__label">
              {filter.label}
            </label>
            <select id={id} name={name} defaultValue={chosen[0] ?? ''}>
              <option value="">{t('any')}</option>
              {filter.options.map((option) => (
                <option key={option.option} value={option.option}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
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
          <div className="search-filter__range">
            <label>
              <span>{t('from')}</span>
              <input
                type="number"
                name={`${name}_min`}
                min={range.min}
                max={range.max}
                step={range.step}
                placeholder={String(range.min)}
                defaultValue={current ? current.min : ''}
                inputMode="numeric"
              />
            </label>
            <label>
              <span>{t('to')}</span>
              <input
                type="number"
                name={`${name}_max`}
                min={range.min}
                max={range.max}
                step={range.step}
                placeholder={String(range.max)}
                defaultValue={current ? current.max : ''}
                inputMode="numeric"
              />
            </label>
          </div>
        </fieldset>
      );
    }
    case 'boolean': {
      const current = value?.type === 'boolean' ? String(value.value) : '';
      return (
        <div className="search-filter">
          <label htmlFor={id} className="search-filter__label">
            {filter.label}
          </label>
          <select id={id} name={name} defaultValue={current}>
            <option value="">{t('any')}</option>
            <option value="true">{t('yes')}</option>
            <option value="false">{t('no')}</option>
          </select>
        </div>
      );
    }
  }
}
