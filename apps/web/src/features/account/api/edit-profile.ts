import type { AuthResponse, EditProfileInput } from "@carcare/contracts";
import { useMutation } from "@tanstack/react-query";
import * as api from "@carcare/contracts/routes";
import { callApi } from "../../../lib/api-client";

/** POST /api/Edit_UserProfile_By_user {first_name, last_name, email}: answers the message and the user. */
export function editProfile(input: EditProfileInput): Promise<AuthResponse> {
  return callApi(api.editUserProfileByUser, { body: input });
}

/** Saves the profile; the caller puts the answer's user where the header reads it. */
export function useEditProfile() {
  return useMutation({ mutationFn: editProfile });
}
