import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { BackToLoginLink } from './back-to-login-link';

/** Placeholder for accepting an invitation (/auth/register/:token) until registration lands. */
export function RegisterPage() {
  return (
    <>
      <title>Create your account · LexDraft</title>
      <Card className="shadow-md">
        <CardHeader className="text-center">
          <CardTitle className="text-xl tracking-tight">
            <h1>Create your account</h1>
          </CardTitle>
          <CardDescription className="text-balance">
            You have been invited to LexDraft. Setting up your account from this link is coming soon.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <BackToLoginLink />
        </CardFooter>
      </Card>
    </>
  );
}
