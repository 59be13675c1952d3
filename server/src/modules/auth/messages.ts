/** Server messages of the auth area. Login failures are the spec §8 texts (Chinese by default, English on request). */
export const LOGIN_FAILED = {
  email: { ch: '用户名或密码错误', en: 'Email or password is incorrect' },
  phonePassword: { ch: '用户名或密码错误', en: 'The user name or password is incorrect' },
  phoneCode: { ch: '手机号或验证码错误', en: 'Wrong phone number or verification code' },
} as const;

export const AUTH_TEXT = {
  loginOk: '登录成功',
  logoutOk: '退出成功',
  registerOk: '注册成功',
  changeOk: '修改成功',
  accountEmpty: '账号不能为空',
  accountDisabled: '账号已被禁用',
  tooManyFailures: (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`,
  captchaSent: '验证码已发送',
  captchaLogged: '未配置短信服务：验证码已写入服务器日志',
  captchaTooSoon: (seconds: number) => `验证码发送过于频繁，请 ${seconds} 秒后再试`,
  captchaWrong: '验证码错误或已过期',
  emailTaken: '邮箱已被注册',
  phoneTaken: '手机号已被注册',
  phoneUnknown: '手机号未注册',
} as const;
