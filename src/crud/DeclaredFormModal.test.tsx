import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailingTemplates } from '../../resources/mailing-templates';
import { memoryDataProvider, renderWithRefine } from '../components/editable-grid/renderWithRefine';
import { DeclaredFormModal } from './DeclaredFormModal';
import { useDeclaredModalForm } from './useDeclaredModalForm';

afterEach(cleanup);

const template = { id: 7, announcementTemplateName: 'Оплата', announcementTemplateText: 'Оплатите до пятницы', isArchived: false };

function Templates() {
  const create = useDeclaredModalForm(mailingTemplates, 'create');
  const edit = useDeclaredModalForm(mailingTemplates, 'edit');
  return (
    <>
      <Button onClick={() => create.open()}>новый</Button>
      <Button onClick={() => edit.open(template)}>изменить</Button>
      <DeclaredFormModal declaration={mailingTemplates} form={create} />
      <DeclaredFormModal declaration={mailingTemplates} form={edit} />
    </>
  );
}

const renderTemplates = () => {
  const dataProvider = memoryDataProvider('id', [template]);
  const create = vi.spyOn(dataProvider, 'create');
  const update = vi.spyOn(dataProvider, 'update');
  renderWithRefine(<Templates />, { dataProvider });
  return { create, update };
};

describe('a dialog built from a declaration', { timeout: 20_000 }, () => {
  it('checks the declared rules with the spec’s messages, then creates through the data provider with its toast', async () => {
    const { create } = renderTemplates();
    fireEvent.click(screen.getByRole('button', { name: 'новый' }));
    const dialog = (await screen.findByRole('form', { name: 'Новый шаблон' })).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Введите название шаблона')).toBeTruthy();
    expect(within(dialog).getByText('Введите текст шаблона')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Название'), { target: { value: 'Напоминание' } });
    fireEvent.change(within(dialog).getByLabelText('Текст'), { target: { value: 'Не забудьте' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Шаблон успешно добавлен!')).toBeTruthy();
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'announcement-templates', variables: { announcementTemplateName: 'Напоминание', announcementTemplateText: 'Не забудьте' } }),
    );
  });

  it('opens an edited row with its values and saves the change through the update', async () => {
    const { update } = renderTemplates();
    fireEvent.click(screen.getByRole('button', { name: 'изменить' }));
    // both dialogs are rendered (forceRender), and jsdom gives them one id: the form names the open one
    const dialog = (await screen.findByRole('form', { name: 'Изменить шаблон' })).closest('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect((within(dialog).getByLabelText('Название') as HTMLInputElement).value).toBe('Оплата'));
    fireEvent.change(within(dialog).getByLabelText('Название'), { target: { value: 'Оплата за май' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Шаблон успешно обновлен')).toBeTruthy();
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, variables: { announcementTemplateName: 'Оплата за май', announcementTemplateText: 'Оплатите до пятницы' } }),
    );
  });
});
