import { defineResource, type AnyResource } from '../../resources/define';
import type { Subject } from '../../resources/abilities';

// A read-only list of a screen that is no resource of the app's registry (no page, menu entry or export of its
// own; its route is the screen's), named so that Refine's useTable reads it through the data provider as a whole
// list: its path is the name unless told. The screen passes it as `meta.declaration`.
export const readList = <Row>(name: string, subject: Subject, idField: keyof Row & string, path: string = name): AnyResource =>
  defineResource<Row>({
    name,
    subject,
    label: { one: name, many: name },
    menu: { hidden: true },
    idField,
    api: { list: path },
    routes: 'own',
    fields: {},
  });
