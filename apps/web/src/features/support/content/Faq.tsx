import { Accordion, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../../../routing/paths';
import { P } from '../Prose';
import { FAQ_ITEMS } from './faq-items';

export function Faq() {
  return (
    <>
      <P>Short answers to the questions members ask most. Select a question to open its answer.</P>
      <Accordion variant="separated" radius="md" multiple>
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>
              <Text fw={600}>{item.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text lh={1.7}>{item.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text size="sm" c="dimmed">
        Still stuck? Contact the operator of this installation, or read the{' '}
        <Anchor component={Link} to={PATHS.apiDocs}>
          API documentation
        </Anchor>{' '}
        if you are building on Plaza.
      </Text>
    </>
  );
}
