import { useMutation } from '@apollo/client/react';
import * as yup from 'yup';
import { graphql } from '../../graphql/__generated__/gql';
import { authTexts } from '../strings';

export const signInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!, $code: String) {
    signIn(email: $email, password: $password, code: $code) {
      id
      name
      email
      role
      doctorId
      totpEnabled
    }
  }
`);

export const signInSchema = (needsCode: boolean) =>
  yup.object({
    email: yup.string().trim().required(authTexts.emailRequired).email(authTexts.emailInvalid),
    password: yup.string().required(authTexts.passwordRequired),
    code: needsCode ? yup.string().trim().required(authTexts.codeRequired) : yup.string(),
  });

export function useSignIn() {
  return useMutation(signInMutation);
}
