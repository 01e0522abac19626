import { ApiError } from '@careshop/api-client';
import { act, renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { FormEvent, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as classic from 'zod';
import * as mini from 'zod/mini';
import { serverFieldErrors, useSchemaForm, withoutEmpty } from './use-schema-form';

const i18n = createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          validation: {
            required: 'Required.',
            too_short: 'At least {{min}} characters.',
            email_taken: 'This address is taken.',
          },
        },
      },
    },
  });
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

const submitted = { preventDefault: () => undefined } as FormEvent;

const refusal = (errors: unknown) =>
  new ApiError('bad_request', 'Bad request', { status: 400, body: { errors } });

describe('useSchemaForm', () => {
  it('checks with a zod/mini schema and shows each field’s error in the reader’s language', async () => {
    const schema = mini.object({ name: mini.string().check(mini.minLength(3)) });
    const onValid = vi.fn();
    const { result } = renderHook(() => useSchemaForm(schema, { name: 'Al' }, onValid), {
      wrapper,
    });
    await act(() => result.current.onSubmit(submitted));
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.text('name')).toMatchObject({
      name: 'name',
      value: 'Al',
      error: 'At least 3 characters.',
    });
    act(() => result.current.set('name', 'Alice'));
    await act(() => result.current.onSubmit(submitted));
    expect(onValid).toHaveBeenCalledWith({ name: 'Alice' });
    expect(result.current.errors).toEqual({});
  });

  it('checks with a classic schema, empty texts left out unless the form says how to read them', async () => {
    const schema = classic.object({ note: classic.string().optional(), agreed: classic.boolean() });
    const onValid = vi.fn();
    const { result } = renderHook(
      () => useSchemaForm(schema, { note: '', agreed: true }, onValid),
      { wrapper },
    );
    await act(() => result.current.onSubmit(submitted));
    expect(onValid).toHaveBeenCalledWith({ agreed: true });
    expect(result.current.checkbox('agreed')).toMatchObject({ checked: true, error: undefined });
  });

  it('marks the fields a refused call named, and starts again clean on reset', async () => {
    const schema = mini.object({ email: mini.string() });
    const { result } = renderHook(
      () => useSchemaForm(schema, { email: 'a@example.com' }, () => undefined),
      { wrapper },
    );
    let shown = false;
    act(() => {
      shown = result.current.showServerErrors(
        refusal({ email: { key: 'validation.email_taken', params: {} } }),
      );
    });
    expect(shown).toBe(true);
    expect(result.current.errorOf('email')).toBe('This address is taken.');
    act(() => result.current.reset({ email: 'b@example.com' }));
    expect(result.current.values).toEqual({ email: 'b@example.com' });
    expect(result.current.errorOf('email')).toBeUndefined();
  });

  it('holds back the button while the valid form is being sent', async () => {
    let finish: () => void = () => undefined;
    const sending = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { result } = renderHook(() => useSchemaForm(mini.object({}), {}, () => sending), {
      wrapper,
    });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.onSubmit(submitted);
    });
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      finish();
      await done;
    });
    expect(result.current.submitting).toBe(false);
  });
});

describe('serverFieldErrors', () => {
  it('reads the field errors of an API refusal, and nothing else', () => {
    const errors = { name: { key: 'validation.required', params: {} } };
    expect(serverFieldErrors(refusal(errors))).toEqual(errors);
    expect(serverFieldErrors(refusal({}))).toBeUndefined();
    expect(
      serverFieldErrors(new ApiError('server_error', 'Down', { status: 503 })),
    ).toBeUndefined();
    expect(serverFieldErrors(Object.assign(new Error('x'), { body: { errors } }))).toBeUndefined();
  });
});

describe('withoutEmpty', () => {
  it('leaves out empty and missing values, keeps false', () => {
    expect(withoutEmpty({ a: '', b: undefined, c: 'x', d: false })).toEqual({ c: 'x', d: false });
  });
});
