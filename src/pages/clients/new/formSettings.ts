import { useLocalStorageState } from '../../../lib/useLocalStorageState';

// core.md §2.7, §9: which optional fields the new-application form shows; all shown until switched off.
export const FORM_SETTINGS_KEY = 'formSettings';

export type FormSettings = {
  showCity: boolean;
  showSchool: boolean;
  showChannel: boolean;
  showBirthDate: boolean;
  showPricing: boolean;
};

export const defaultFormSettings: FormSettings = {
  showCity: true,
  showSchool: true,
  showChannel: true,
  showBirthDate: true,
  showPricing: true,
};

export const formSettingLabels: Record<keyof FormSettings, string> = {
  showCity: 'Город',
  showSchool: 'Школа',
  showChannel: 'Маркетинговый канал',
  showBirthDate: 'Дата рождения',
  showPricing: 'Варианты цены',
};

const isStoredSettings = (value: unknown): value is Partial<FormSettings> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A stored object missing a flag (an older version, a hand edit) shows that field.
export const useFormSettings = () => {
  const [stored, setStored] = useLocalStorageState<Partial<FormSettings>>(FORM_SETTINGS_KEY, defaultFormSettings, isStoredSettings);
  const settings: FormSettings = { ...defaultFormSettings };
  for (const key of Object.keys(defaultFormSettings) as (keyof FormSettings)[]) {
    if (typeof stored[key] === 'boolean') settings[key] = stored[key];
  }
  const setSetting = (key: keyof FormSettings, shown: boolean) =>
    setStored((previous) => ({ ...defaultFormSettings, ...previous, [key]: shown }));
  return { settings, setSetting };
};
