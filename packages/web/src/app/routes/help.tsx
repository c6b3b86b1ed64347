import { RenderFailure } from '../../components/render-failure';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { StandalonePage } from './standalone-page';

export function Component() {
  return (
    <StandalonePage>
      <Stack gap="lg">
        <Title order={1}>Get help</Title>
        <section aria-labelledby="help-firm">
          <Title order={2} size="h3" id="help-firm" mb="xs">
            Questions about your account, documents or questionnaires
          </Title>
          <Text>
            Your accounting firm runs this portal for you. Contact your firm directly, by the email or phone number you
            usually use with them, or send them a message from the portal once you are signed in.
          </Text>
        </section>
        <section aria-labelledby="help-sign-in">
          <Title order={2} size="h3" id="help-sign-in" mb="xs">
            Trouble signing in
          </Title>
          <List spacing="xs">
            <List.Item>
              Enter the email address your firm has on file. Depending on your sign-in method you will get a password
              field, a code by email or text message, or a sign-in link by email.
            </List.Item>
            <List.Item>Sign-in links expire. If yours has, ask for a new link or a code on the sign-in page.</List.Item>
            <List.Item>
              Codes are 6 characters long and are sent to the email address or phone number on file.
            </List.Item>
            <List.Item>
              If you no longer have access to that email address or phone number, contact your firm so they can update
              it.
            </List.Item>
            <List.Item>
              After too many attempts access is restricted for a while; try again later or reset your password.
            </List.Item>
          </List>
        </section>
        <Anchor component={Link} to="/">
          Go to sign in
        </Anchor>
      </Stack>
    </StandalonePage>
  );
}

export function ErrorBoundary() {
  return <RenderFailure standalone />;
}
