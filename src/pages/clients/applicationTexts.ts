import { clientTexts } from '../../../resources/clients';

// core.md §4, letter for letter, with the typographic quotes around the application's name.
export const convertQuestion = (name: string) => clientTexts.convertQuestion.replace('{name}', name);

// Our wording, after the pattern of the conversion question and the group archive (core.md §2.5).
export const archiveQuestion = (name: string) => `Вы уверены, что хотите архивировать заявку “${name}”?`;

export const clientPageTitle = (clientId: number | string) => clientTexts.pageTitle.replace('{clientId}', String(clientId));
