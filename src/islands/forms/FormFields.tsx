import { Fragment, type ComponentProps, type ReactNode } from 'react';
import {
  isShown,
  type FormField,
  type LineField,
  type ShownField,
  type ShownName,
} from '../../shared/forms/table.ts';
import type { CheckboxField } from './CheckboxField.tsx';
import { Field, type FieldText } from './Field.tsx';
import type { LinkedTextParts } from './LinkedText.tsx';
import type { ResumeStrings } from './ResumeField.tsx';
import type { SelectField } from './SelectField.tsx';
import type { useForm } from './useForm.ts';

/** A select's texts: its label and each option's. */
interface ChoiceText {
  label: string;
  options: Record<string, string>;
}

type TextsOf<R> = R extends { kind: 'select' }
  ? ChoiceText
  : R extends { kind: 'checkbox' }
    ? LinkedTextParts
    : R extends { kind: 'file' }
      ? ResumeStrings
      : FieldText;

/** The texts of a form's fields by name, in the page's language (src/i18n/forms.ts reads them). */
export type FieldStrings<F extends readonly FormField[]> = {
  [R in ShownField<F> as R['name']]: TextsOf<R>;
};

type FormState = ReturnType<typeof useForm>;

/** What the fields take from the form's state: a control's props by field name. */
interface Controls {
  field(name: string): ReturnType<FormState['field']>;
  check(name: string): ReturnType<FormState['check']>;
}

/** A fieldset's legend, and the hint under it where it has one. */
export interface SectionText {
  title: string;
  hint?: string;
}

type Texts = FieldText | ChoiceText | LinkedTextParts | ResumeStrings;

/**
 * The controls of the kinds not every form has, handed in by a form that shows them: a form
 * bundles, and its page inlines the styles of, only the controls it has. The type asks a form
 * whose table has a select or a box for its control.
 */
interface KindControls {
  select: typeof SelectField;
  checkbox: typeof CheckboxField;
}
type Needed<F extends readonly FormField[]> = Extract<F[number]['kind'], keyof KindControls>;

type Props<F extends readonly FormField[]> = {
  /** The form's field table. */
  fields: F;
  form: Controls;
  strings: FieldStrings<F>;
  /** Shown after the label of an optional field. */
  optionalLabel: string;
  /** The legends of a form in sections, by section name. */
  sections?: Record<string, SectionText>;
  /** The controls the form draws itself, by field name (the resume picker). */
  own?: Partial<Record<ShownName<F>, ReactNode>>;
  /** Turns the text fields off (a sent form waiting to move on). */
  disabled?: boolean;
} & ([Needed<F>] extends [never]
  ? { controls?: undefined }
  : { controls: Pick<KindControls, Needed<F>> });

/** What each row's control takes, whatever the form. */
interface Context {
  form: Controls;
  strings: Record<string, Texts>;
  optionalLabel: string;
  own?: Record<string, ReactNode>;
  disabled?: boolean;
  controls?: Partial<KindControls>;
}

/** What each kind of line is to the browser: its input type, keyboard and autofill. */
const LINE: Record<
  LineField['kind'],
  Pick<ComponentProps<typeof Field>, 'type' | 'inputMode' | 'autoComplete'>
> = {
  text: {},
  email: { type: 'email', autoComplete: 'email' },
  tel: { type: 'tel', autoComplete: 'tel' },
  url: { type: 'url', inputMode: 'url', autoComplete: 'url' },
};

/**
 * A form's fields as its table lists them: in sections where the rows name one, neighbouring
 * half-width rows side by side, each kind with its control. Context answers are not shown.
 */
export function FormFields<F extends readonly FormField[]>({
  fields,
  sections,
  ...props
}: Props<F>) {
  const context = props as Context;
  const shown = fields.filter(isShown);
  if (!sections) return <>{rows(shown, context)}</>;
  const names = [...new Set(shown.map((field) => field.section ?? ''))];
  return (
    <>
      {names.map((name) => (
        <fieldset className="form-section" key={name}>
          <legend className="form-section__legend">{sections[name]?.title}</legend>
          {sections[name]?.hint && <p className="form-section__hint">{sections[name].hint}</p>}
          {rows(
            shown.filter((field) => (field.section ?? '') === name),
            context,
          )}
        </fieldset>
      ))}
    </>
  );
}

/** The controls of some rows, half-width neighbours in one grid line. */
function rows(fields: FormField[], context: Context): ReactNode[] {
  const out: ReactNode[] = [];
  let line: FormField[] = [];
  const endLine = () => {
    if (line.length > 0)
      out.push(
        <div className="form-grid" key={line[0]!.name}>
          {line.map((field) => control(field, context))}
        </div>,
      );
    line = [];
  };
  for (const field of fields) {
    if (field.half) line.push(field);
    else {
      endLine();
      out.push(control(field, context));
    }
  }
  endLine();
  return out;
}

function control(field: FormField, context: Context) {
  const { form, strings, optionalLabel, own, disabled, controls = {} } = context;
  const { name, required } = field;
  const texts = strings[name];
  // A field says whether it is required; an optional one says so after its label.
  const need = { required, optionalLabel };
  const { select: SelectField, checkbox: CheckboxField } = controls;
  switch (field.kind) {
    case 'select': {
      const { label, options } = texts as ChoiceText;
      if (!SelectField) throw new Error(`${name}: a select needs the form's SelectField`);
      return (
        <SelectField
          key={name}
          {...form.field(name)}
          label={label}
          options={field.options.map((value) => ({ value, label: options[value] ?? value }))}
          required={required}
        />
      );
    }
    case 'checkbox':
      if (!CheckboxField) throw new Error(`${name}: a box needs the form's CheckboxField`);
      return (
        <CheckboxField
          key={name}
          {...form.check(name)}
          {...need}
          label={texts as LinkedTextParts}
        />
      );
    case 'file':
    case 'context':
      return <Fragment key={name}>{own?.[name]}</Fragment>;
    default:
      return (
        <Field
          key={name}
          {...form.field(name)}
          {...need}
          text={texts as FieldText}
          disabled={disabled}
          {...(field.kind === 'textarea'
            ? { rows: field.rows }
            : { autoComplete: field.autoComplete, ...LINE[field.kind] })}
        />
      );
  }
}
