/** Validation state of a field: not yet validated, accepted, or rejected with an error. */
export type FieldState = 'pristine' | 'valid' | 'invalid';

/** The input events a field reacts to. */
export type FieldEventType = 'blur' | 'change' | 'keyup';

/** An input event on a field, with the field's value at that moment. */
export interface FieldEvent {
  /** Which event happened. */
  type: FieldEventType;
  /** The field's value after the event. */
  value: string;
}

/** Current values of all fields, by field name. */
export type FormValues<Name extends string> = Record<Name, string>;

/** How one field is validated. */
export interface FieldRule<Name extends string = string> {
  /** Returns `true` when `value` is acceptable, else the error text to show; must be pure. */
  validate(value: string, all: Readonly<FormValues<Name>>): true | string;
  /** Also validate on `keyup`, not only on `blur` and `change`. @default false */
  validateWhileTyping?: boolean;
}

/** What is known about one field. */
export interface FieldStatus {
  /** The field's current value. */
  readonly value: string;
  /** The field's validation state. */
  readonly state: FieldState;
  /** The error text, present only when `state` is `'invalid'`. */
  readonly error?: string;
}

/** An immutable picture of the form; a new object only when something changed. */
export interface FormValidationSnapshot<Name extends string> {
  /** Status of every field. */
  readonly fields: Readonly<Record<Name, FieldStatus>>;
  /** Current values of every field. */
  readonly values: Readonly<FormValues<Name>>;
  /** True when no field shows an error and every validator accepts its field's current value. */
  readonly isValid: boolean;
}

/** Options of `createFormValidation`. */
export interface FormValidationOptions<Name extends string> {
  /** The rule of every field, by field name. */
  fields: Record<Name, FieldRule<Name>>;
  /** Starting values. @default '' for every field */
  initialValues?: Partial<FormValues<Name>>;
}

/** Framework-free validation of a form's fields, driven by input events. */
export interface FormValidation<Name extends string> {
  /** Records an input event: `blur` and `change` validate, `keyup` validates only fields with `validateWhileTyping` (others just keep the value). */
  handleEvent(name: Name, event: FieldEvent): FieldStatus;
  /** Status of one field. */
  getField(name: Name): FieldStatus;
  /** The current snapshot. */
  getSnapshot(): FormValidationSnapshot<Name>;
  /** Validates every field with its current value, e.g. on submit; returns whether all passed. */
  validateAll(): boolean;
  /** Marks a field invalid with an error from elsewhere, such as the server, until its next validation. */
  setError(name: Name, error: string): void;
  /** Returns every field to pristine with the initial values, overridden by `values`. */
  reset(values?: Partial<FormValues<Name>>): void;
  /** Calls `listener` with each new snapshot; returns the unsubscribe function. */
  subscribe(listener: (snapshot: FormValidationSnapshot<Name>) => void): () => void;
}

const eventTypes: ReadonlySet<string> = new Set<FieldEventType>(['blur', 'change', 'keyup']);

function sameStatus(a: FieldStatus, b: FieldStatus): boolean {
  return a.value === b.value && a.state === b.state && a.error === b.error;
}

/** Creates form validation for the given fields. */
export function createFormValidation<Name extends string>(
  options: FormValidationOptions<Name>,
): FormValidation<Name> {
  const rules = options.fields;
  const names = Object.keys(rules) as Name[];
  const listeners = new Set<(snapshot: FormValidationSnapshot<Name>) => void>();

  function pristine(values: Partial<FormValues<Name>>): Record<Name, FieldStatus> {
    return Object.fromEntries(
      names.map((name) => [name, { value: values[name] ?? '', state: 'pristine' }]),
    ) as Record<Name, FieldStatus>;
  }

  function build(fields: Record<Name, FieldStatus>): FormValidationSnapshot<Name> {
    const values = Object.fromEntries(
      names.map((name) => [name, fields[name].value]),
    ) as FormValues<Name>;
    const isValid = names.every(
      (name) =>
        fields[name].state !== 'invalid' && rules[name].validate(values[name], values) === true,
    );
    return { fields, values, isValid };
  }

  let snapshot = build(pristine(options.initialValues ?? {}));

  function commit(fields: Record<Name, FieldStatus>): void {
    const next = build(fields);
    const unchanged =
      next.isValid === snapshot.isValid &&
      names.every((name) => sameStatus(next.fields[name], snapshot.fields[name]));
    if (unchanged) return;
    snapshot = next;
    for (const listener of listeners) listener(snapshot);
  }

  function checkName(name: Name): void {
    if (!Object.hasOwn(rules, name)) throw new Error(`Form validation: unknown field "${name}"`);
  }

  function validated(name: Name, values: FormValues<Name>): FieldStatus {
    const result = rules[name].validate(values[name], values);
    return result === true
      ? { value: values[name], state: 'valid' }
      : { value: values[name], state: 'invalid', error: result };
  }

  return {
    handleEvent(name, event) {
      checkName(name);
      if (!eventTypes.has(event.type)) {
        throw new TypeError(`Form validation: unsupported event type "${event.type}"`);
      }
      const values = { ...snapshot.values, [name]: event.value };
      const validate = event.type !== 'keyup' || rules[name].validateWhileTyping === true;
      const status: FieldStatus = validate
        ? validated(name, values)
        : { ...snapshot.fields[name], value: event.value };
      commit({ ...snapshot.fields, [name]: status });
      return snapshot.fields[name];
    },
    getField(name) {
      checkName(name);
      return snapshot.fields[name];
    },
    getSnapshot: () => snapshot,
    validateAll() {
      const values = snapshot.values;
      commit(
        Object.fromEntries(names.map((name) => [name, validated(name, values)])) as Record<
          Name,
          FieldStatus
        >,
      );
      return snapshot.isValid;
    },
    setError(name, error) {
      checkName(name);
      commit({
        ...snapshot.fields,
        [name]: { value: snapshot.fields[name].value, state: 'invalid', error },
      });
    },
    reset(values = {}) {
      commit(pristine({ ...options.initialValues, ...values }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
