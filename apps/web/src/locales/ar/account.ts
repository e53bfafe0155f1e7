export const account = {
  profile: {
    intro: "الاسم والبريد الإلكتروني المسجّلان في حسابك.",
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    email: "البريد الإلكتروني",
    submit: "تحديث",
    saving: "جارٍ التحديث...",
  },
};
