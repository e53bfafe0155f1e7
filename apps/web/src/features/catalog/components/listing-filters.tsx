import { localHref } from "../../../lib/language";
import type { Brand, Category } from "@carcare/contracts";
import { type FormEvent, type ReactNode, useId } from "react";
import { LazyDialog } from "../../../ui/lazy-dialog";
import { m } from "../../../paraglide/messages.js";

/** What Apply sends: the checked names and the price pair as typed (AED). */
export interface AppliedFilters {
  category: string[];
  brand: string[];
  min_price: string;
  max_price: string;
}

export interface FilterFormProps {
  categories: readonly Category[];
  brands: readonly Brand[];
  /** The listing's current filters, checked and filled in. */
  selected: { category: readonly string[]; brand: readonly string[]; min_price?: string; max_price?: string };
  /** Kept through an Apply without JavaScript (the form then is a plain GET of the listing). */
  keep: { search?: string; sort?: string };
  onApply: (filters: AppliedFilters) => void;
  onClearAll: () => void;
  /** In the full-screen dialog, Apply and Clear All stay in view at the bottom while the lists scroll. */
  variant?: "sidebar" | "dialog";
}

const includes = (names: readonly string[], name: string) =>
  names.some((item) => item.toLowerCase() === name.toLowerCase());

/**
 * Categories and Brand checkboxes, a Price AED min-to-max pair, Apply and Clear All (spec section 2).
 * Choices wait for Apply. Without JavaScript it still works: a GET form of the listing's own address.
 */
export function FilterForm({
  categories,
  brands,
  selected,
  keep,
  onApply,
  onClearAll,
  variant = "sidebar",
}: FilterFormProps) {
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => {
      const value = data.get(key);
      return typeof value === "string" ? value : "";
    };
    const names = (key: string) =>
      data.getAll(key).filter((value): value is string => typeof value === "string");
    onApply({
      category: names("category"),
      brand: names("brand"),
      min_price: text("min_price"),
      max_price: text("max_price"),
    });
  }

  return (
    <form method="get" action={localHref("/accessories")} onSubmit={submit} className="flex flex-col gap-6">
      {keep.search ? <input type="hidden" name="search" value={keep.search} /> : null}
      {keep.sort ? <input type="hidden" name="sort" value={keep.sort} /> : null}
      <CheckboxGroup
        legend={m.catalog_listing_filters_categories()}
        name="category"
        options={categories}
        checked={selected.category}
      />
      <CheckboxGroup
        legend={m.catalog_listing_filters_brand()}
        name="brand"
        options={brands}
        checked={selected.brand}
        scrollable
      />
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">{m.catalog_listing_filters_price()}</legend>
        <div className="mt-3 flex items-center gap-2">
          <PriceInput
            id={`${id}-min`}
            name="min_price"
            label={m.catalog_listing_filters_minPrice()}
            placeholder={m.catalog_listing_filters_min()}
            defaultValue={selected.min_price}
          />
          <span className="text-sm text-muted" aria-hidden="true">
            {m.catalog_listing_filters_to()}
          </span>
          <PriceInput
            id={`${id}-max`}
            name="max_price"
            label={m.catalog_listing_filters_maxPrice()}
            placeholder={m.catalog_listing_filters_max()}
            defaultValue={selected.max_price}
          />
        </div>
      </fieldset>
      <div
        className={`flex gap-3 ${variant === "dialog" ? "sticky bottom-0 -mx-4 border-t border-line bg-white px-4 py-3" : ""}`}
      >
        <button type="submit" className="btn btn-primary flex-1">
          {m.catalog_listing_filters_apply()}
        </button>
        <button type="button" className="btn btn-secondary flex-1" onClick={onClearAll}>
          {m.catalog_listing_filters_clearAll()}
        </button>
      </div>
    </form>
  );
}

function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  scrollable = false,
}: {
  legend: string;
  name: string;
  options: readonly { id: number; name: string }[];
  checked: readonly string[];
  /** A long list scrolls inside the sidebar on large screens. */
  scrollable?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-900">{legend}</legend>
      <ul className={`mt-2 space-y-0.5 ${scrollable ? "lg:max-h-72 lg:overflow-y-auto lg:pe-2" : ""}`}>
        {options.map((option) => (
          <li key={option.id}>
            <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-1 text-sm text-ink hover:bg-slate-50">
              <input
                type="checkbox"
                name={name}
                value={option.name}
                defaultChecked={includes(checked, option.name)}
                className="size-4 shrink-0 accent-brand-700"
              />
              {option.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PriceInput({
  id,
  name,
  label,
  placeholder,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  defaultValue?: string;
}) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder={placeholder}
        defaultValue={defaultValue}
        className="input"
      />
    </div>
  );
}

/**
 * The filters as a full-screen ui/dialog on small screens: focus starts on Close and stays inside,
 * Escape closes it, and focus then goes back to the button that opened it.
 */
export function FilterDialog({
  open,
  onClose,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  if (!open) return null;
  return (
    <LazyDialog
      layout="fullscreen"
      title={m.catalog_listing_filters_heading()}
      closeLabel={m.catalog_listing_filters_close()}
      initialFocus="close"
      returnFocus={() => returnFocusTo.current}
      onClose={onClose}
    >
      {children}
    </LazyDialog>
  );
}
