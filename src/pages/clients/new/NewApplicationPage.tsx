import { SettingOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Row, Switch, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { ApplicationFormValues } from './applicationForm';
import { FormSettingsDialog } from './FormSettingsDialog';
import { useFormSettings } from './formSettings';
import { ParentColumn } from './ParentColumn';
import { StudentColumn } from './StudentColumn';
import { SubjectsColumn } from './SubjectsColumn';
import { useApplicationForm } from './useApplicationForm';

export const NEW_APPLICATION_TITLE = 'Добавить заявку';

// core.md §2.7: a new application (or, with the flag, a new student) in three columns.
export default function NewApplicationPage() {
  const application = useApplicationForm();
  const { settings, setSetting } = useFormSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { studentAdd } = application;

  return (
    <>
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {NEW_APPLICATION_TITLE}
        </Typography.Title>
        <Tooltip title="Настройки формы">
          <Button type="text" icon={<SettingOutlined />} aria-label="Настройки формы" onClick={() => setSettingsOpen(true)} />
        </Tooltip>
      </Flex>
      <Form<ApplicationFormValues>
        {...application.formProps}
        layout="vertical"
        initialValues={application.initialValues}
        onFinish={application.submit}
        requiredMark
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <Card title="Ученик" style={{ height: '100%' }}>
              <StudentColumn settings={settings} studentAdd={studentAdd} rule={application.rule} />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title="Родитель" style={{ height: '100%' }}>
              <ParentColumn
                parentMode={application.parentMode}
                parents={application.parents}
                parentsLoading={application.parentsLoading}
                rule={application.rule}
              />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title="Предметы" style={{ height: '100%' }}>
              <SubjectsColumn settings={settings} studentAdd={studentAdd} rule={application.rule} />
            </Card>
          </Col>
        </Row>
        <Flex align="center" gap={24} wrap style={{ marginTop: 16 }}>
          <Form.Item name="studentAdd" label="Добавить как ученика" valuePropName="checked" layout="horizontal" style={{ margin: 0 }}>
            <Switch />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={application.writing}>
            {studentAdd ? 'Добавить ученика' : 'Добавить заявку'}
          </Button>
          <Button onClick={() => application.form.resetFields()} disabled={application.writing}>
            Очистить
          </Button>
        </Flex>
      </Form>
      <FormSettingsDialog
        open={settingsOpen}
        settings={settings}
        onChange={setSetting}
        onClose={() => setSettingsOpen(false)}
      />
    </>
  );
}
