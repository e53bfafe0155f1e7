import type { GeocodeResult } from "@carcare/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { userMessageOf } from "../../../lib/api-client";
import { FORM_OPTIONS, FormField } from "../../../ui/form-field";
import { geocodeQueryOptions, useGeocodeSuggestion } from "../api/geocode-place";
import type { LocationSearchProps } from "./location-search";
import { SearchIcon } from "../../../ui/icons";
import { CrosshairIcon } from "./services-icons";
import { m } from "../../../paraglide/messages.js";
import { placeName } from "../../../lib/places";

/** Typing pauses this long before the store is asked for a suggestion. */
const SUGGEST_DELAY_MS = 250;
const MIN_QUERY_LENGTH = 2;

/**
 * 'Find Services Near You' (spec section 2): a place search answered by the store's geocode endpoint
 * with a suggestion as the customer types (a WAI-ARIA combobox: arrow keys, Enter, Escape), a "use my
 * location" button that asks the browser for its position only when pressed, and Clear. The box is
 * react-hook-form's (an empty search says to choose a place).
 */
export function LocationSearchForm({ place, onLocation, onClear }: LocationSearchProps) {
  const queryClient = useQueryClient();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const messageId = `${baseId}-message`;
  const form = useForm({ ...FORM_OPTIONS, defaultValues: { place: place ?? "" } });
  const text = form.watch("place");
  const setText = (value: string) => form.setValue("place", value);
  const fieldError = form.formState.errors.place?.message;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<"search" | "locate" | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const suggestion = useGeocodeSuggestion(open ? query : "");
  const options: GeocodeResult[] =
    open && query.length >= MIN_QUERY_LENGTH && suggestion.data && !suggestion.isError
      ? [suggestion.data]
      : [];
  const expanded = options.length > 0;
  const missMessage =
    open && query.length >= MIN_QUERY_LENGTH && suggestion.isError ? userMessageOf(suggestion.error) : null;
  const activeOption = expanded && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;

  function choose(result: GeocodeResult) {
    setOpen(false);
    setActiveIndex(-1);
    setMessage(null);
    setText(result.name);
    onLocation({ lat: result.lat, lng: result.lng }, result.name);
  }

  const search = form.handleSubmit(async (values) => {
    const typed = values.place.trim();
    setBusy("search");
    try {
      choose(await queryClient.fetchQuery(geocodeQueryOptions(typed)));
    } catch (error) {
      setOpen(false);
      setMessage(userMessageOf(error));
    } finally {
      setBusy(null);
    }
  });

  function locateMe() {
    setOpen(false);
    if (!("geolocation" in navigator)) {
      setMessage(m.services_near_geolocationUnsupported());
      return;
    }
    setBusy("locate");
    setMessage(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setBusy(null);
        setText("");
        onLocation({ lat: position.coords.latitude, lng: position.coords.longitude }, "");
      },
      () => {
        setBusy(null);
        setMessage(m.services_near_geolocationDenied());
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  function clear() {
    setText("");
    setQuery("");
    setOpen(false);
    setActiveIndex(-1);
    setMessage(null);
    form.clearErrors("place");
    onClear();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        setOpen(true);
        if (options.length === 0) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActiveIndex((current) => (current + step + options.length) % options.length);
        return;
      }
      case "Enter": {
        const option = activeOption >= 0 ? options[activeOption] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        return;
    }
  }

  const shownMessage = fieldError ?? message ?? missMessage;
  const nearText =
    place === null
      ? null
      : m.services_near_showingNear({ place: place || m.services_near_currentLocation() });

  return (
    <section aria-labelledby="near-heading" className="card mt-8 p-5 sm:p-6">
      <h2 id="near-heading" className="text-xl font-bold tracking-tight text-navy-900">
        {m.services_near_heading()}
      </h2>
      <form
        role="search"
        aria-labelledby="near-heading"
        onSubmit={(event) => void search(event)}
        noValidate
        className="mt-4"
      >
        <FormField
          label={m.services_near_label()}
          a11y={{ invalid: Boolean(fieldError), describedBy: shownMessage ? messageId : undefined }}
          className=""
        >
          {(control) => (
            <div className="flex flex-col gap-3 lg:flex-row">
              <div className="relative min-w-0 flex-1">
                <SearchIcon className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
                <input
                  {...control}
                  type="text"
                  role="combobox"
                  autoComplete="off"
                  spellCheck={false}
                  aria-autocomplete="list"
                  aria-expanded={expanded}
                  aria-controls={listboxId}
                  aria-activedescendant={activeOption >= 0 ? `${listboxId}-${activeOption}` : undefined}
                  placeholder={m.services_near_placeholder()}
                  className="input ps-11"
                  defaultValue={place ?? ""}
                  {...form.register("place", {
                    validate: (value) => value.trim() !== "" || m.services_near_pickSuggestion(),
                    onChange: () => {
                      setOpen(true);
                      setActiveIndex(-1);
                      setMessage(null);
                      form.clearErrors("place");
                    },
                    onBlur: () => setOpen(false),
                  })}
                  onKeyDown={onKeyDown}
                />
                <ul
                  id={listboxId}
                  role="listbox"
                  aria-label={m.services_near_suggestions()}
                  hidden={!expanded}
                  className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-(--radius-control) border border-line bg-white py-1 shadow-(--shadow-raised)"
                >
                  {options.map((option, index) => (
                    <li
                      key={`${option.name}-${option.lat}-${option.lng}`}
                      id={`${listboxId}-${index}`}
                      role="option"
                      aria-selected={index === activeOption}
                      // Keeps focus in the input: a click must not blur it before it chooses.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(option)}
                      className={`flex cursor-pointer flex-wrap items-baseline gap-x-2 px-3.5 py-2.5 text-sm ${index === activeOption ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-slate-50"}`}
                    >
                      <span className="font-semibold">{option.name}</span>
                      {option.emirate ? (
                        <span className="text-muted">{placeName(option.emirate)}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="submit"
                  className="btn btn-primary flex-1 lg:flex-none"
                  disabled={busy !== null}
                >
                  {busy === "search" ? m.services_near_searching() : m.services_near_search()}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary flex-1 lg:flex-none"
                  onClick={locateMe}
                  disabled={busy !== null}
                >
                  <CrosshairIcon className="size-5" />
                  {busy === "locate" ? m.services_near_locating() : m.services_near_useMyLocation()}
                </button>
                {place !== null || text !== "" ? (
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={m.services_near_clearLabel()}
                    onClick={clear}
                  >
                    {m.services_near_clear()}
                  </button>
                ) : null}
              </div>
            </div>
          )}
        </FormField>
        <p role="status" className="sr-only">
          {expanded ? m.services_near_suggestionsCount({ count: options.length }) : ""}
        </p>
        {shownMessage ? (
          <p id={messageId} role="alert" className="mt-3 text-sm font-medium text-danger-700">
            {shownMessage}
          </p>
        ) : nearText ? (
          <p className="mt-3 text-sm font-medium text-success-700">{nearText}</p>
        ) : null}
      </form>
    </section>
  );
}
