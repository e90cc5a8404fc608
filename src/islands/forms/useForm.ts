import { useLayoutEffect, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '../../shared/forms/constants.ts';
import type { FormDefinition } from '../../shared/forms/form.ts';
import type { FieldValue } from '../../shared/forms/table.ts';
import {
  fieldId,
  translateErrors,
  withoutError,
  type ErrorTexts,
  type MessageTexts,
} from './fieldErrors.ts';

/** A form's values by field name (table.ts). */
type FormValues = Record<string, FieldValue>;

/** The anti-spam fields a submission carries besides the documented payload (docs/slack.md, "Endpoints") (src/shared/forms/constants.ts). */
interface AntiSpam {
  [HONEYPOT_FIELD]: string;
  [FILL_TIME_FIELD]: number;
}

interface SendContext {
  /** The form function's address. */
  path: string;
  antiSpam: AntiSpam;
  /** Empties the fields again. */
  reset: () => void;
}

interface FormOptions<V extends FormValues> {
  /** Prefix of the fields' DOM ids. */
  id: string;
  /** Loads the form's row of the form table: its schema (zod) stays out of the island's first download. */
  definition: () => Promise<FormDefinition>;
  /** The values as pre-rendered, in the fields' order on screen. */
  initial: V;
  /** Texts of the message keys the form may show. */
  messages: MessageTexts;
  /** What the schema checks: the values and what the form knows besides them (the job, the course). */
  payload: (values: V) => Record<string, unknown>;
  /**
   * Sends a payload the schema accepted. Resolves true once the form is done with (a success that
   * leaves the page or locks the form): later submits are ignored. Rejects when sending failed.
   */
  send: (payload: Record<string, unknown>, context: SendContext) => Promise<boolean>;
  /** Sending failed, or the schema could not be loaded (offline). */
  onError: (error: unknown) => void;
  /** Values the visitor gave before the island hydrated, once adopted (a chosen file to check, say). */
  onAdopt?: (adopted: Partial<V>) => void;
}

/** What a control pre-rendered by the server holds now: the visitor may have used it before hydration. */
function domValue(control: Element): FormValues[string] | null {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox') return control.checked;
    if (control.type === 'file') return control.files?.[0];
    return control.value;
  }
  if (control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)
    return control.value;
  return null;
}

/**
 * The state and submit of the site's three forms: values, errors, the in-flight guard, the
 * anti-spam fields, and "validate with the shared schema, then send".
 *
 * A visitor can type, tick and choose before the island hydrates; React keeps those DOM values
 * through hydration but would overwrite them at its next render. So the hook adopts them as it
 * mounts, before anything renders again (a press held until hydration then sends what was typed).
 *
 * @example
 * const form = useForm({ id: 'contact', definition: () => import('...').then((m) => m.contactForm), initial, messages, payload: (v) => v, send, onError });
 * return <Form form={form} ...><Field {...form.field('name')} text={...} /></Form>;
 */
export function useForm<V extends FormValues>(options: FormOptions<V>) {
  const current = useRef(options);
  current.current = options;
  const [values, setValues] = useState(options.initial);
  // The values as of the last change, for a submit that runs before React renders them.
  const latest = useRef(options.initial);
  const [errors, setErrors] = useState<ErrorTexts>({});
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const inFlight = useRef(false);
  const loaded = useRef<Promise<FormDefinition>>(undefined);
  const formRef: RefObject<HTMLFormElement | null> = useRef(null);
  const idOf = (field: string) => fieldId(options.id, field);

  const definition = () => {
    loaded.current ??= current.current.definition().catch((error: unknown) => {
      loaded.current = undefined;
      throw error;
    });
    return loaded.current;
  };

  // The schema is fetched once the visitor starts on the form, so that the submit need not wait for
  // it, and a visitor who only reads the page never downloads it.
  const prefetch = () => void definition().catch(() => undefined);

  const update = (patch: Partial<V>) => {
    latest.current = { ...latest.current, ...patch };
    setValues(latest.current);
  };
  const clearError = (field: string) => setErrors((shown) => withoutError(shown, field));
  const set = (name: string, value: FormValues[string]) => {
    update({ [name]: value } as Partial<V>);
    clearError(name);
  };
  const reset = () => {
    latest.current = current.current.initial;
    setValues(latest.current);
  };

  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const adopted: Partial<V> = {};
    for (const [name, initial] of Object.entries(current.current.initial)) {
      const control = form.elements.namedItem(name);
      const value = control instanceof Element ? domValue(control) : null;
      if (value === null || value === initial) continue;
      adopted[name as keyof V] = value as V[keyof V];
      // The file is held in state from now on, as a file chosen after hydration is.
      if (control instanceof HTMLInputElement && control.type === 'file') control.value = '';
    }
    const trap = form.elements.namedItem(HONEYPOT_FIELD);
    if (trap instanceof HTMLInputElement && trap.value) setHoneypot(trap.value);
    if (form.contains(document.activeElement)) prefetch();
    if (Object.keys(adopted).length === 0) return;
    prefetch();
    update(adopted);
    current.current.onAdopt?.(adopted);
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    let done = false;
    try {
      const { payload, send, messages } = current.current;
      const form = await definition();
      const data = payload(latest.current);
      const checked = form.validate(data);
      if (!checked.ok) {
        setErrors(translateErrors(checked.errors, messages, Object.keys(latest.current)));
        setAttempt((n) => n + 1);
        return;
      }
      setErrors({});
      setSubmitting(true);
      // Milliseconds since the page began to load: the form is on screen, pre-rendered, from its first paint.
      const antiSpam = {
        [HONEYPOT_FIELD]: honeypot,
        [FILL_TIME_FIELD]: Math.round(performance.now()),
      };
      done = await send(data, { path: form.path, antiSpam, reset });
    } catch (error) {
      current.current.onError(error);
    } finally {
      inFlight.current = done;
      setSubmitting(false);
    }
  }

  return {
    values,
    errors,
    attempt,
    submitting,
    idOf,
    set,
    setErrors,
    formProps: {
      ref: formRef,
      onSubmit,
      onFocus: prefetch,
      onPointerDown: prefetch,
      onChange: prefetch,
      'aria-busy': submitting,
    },
    honeypot: { value: honeypot, onChange: setHoneypot },
    /** Props of a text field or a select. */
    field: (name: keyof V & string) => ({
      id: idOf(name),
      name,
      value: String(values[name] ?? ''),
      onChange: set,
      error: errors[name],
    }),
    /** Props of a checkbox. */
    check: (name: keyof V & string) => ({
      id: idOf(name),
      name,
      checked: values[name] === true,
      onChange: set,
      error: errors[name],
    }),
  };
}

/** What the shared frame of a form (Form.tsx) takes from its state. */
export type FormFrame = Pick<
  ReturnType<typeof useForm>,
  'errors' | 'attempt' | 'idOf' | 'formProps' | 'honeypot'
>;
