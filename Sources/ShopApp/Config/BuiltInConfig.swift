/// `Configs/default.json`, shipped inside the tool so `coordsim` runs from any directory.
/// A test checks it is the file byte for byte; after editing the file, copy it here.
enum BuiltInConfig {
    static let json = #"""
{
  "defaultVariant": "B",
  "launch": { "startLoggedIn": false },
  "variants": [
    {
      "name": "A",
      "summary": "MainCoordinator pushes Buy, Create account and Next itself (seed 000 §1)",
      "coordinators": {
        "buying": "MainCoordinator",
        "accountCreating": "MainCoordinator",
        "next": "MainCoordinator"
      }
    },
    {
      "name": "B",
      "summary": "Child coordinators, removed on pop via didShow (seed 000 §2-3) and viewDidDisappear (seed 004)",
      "coordinators": {
        "buying": "ChildBuyCoordinator",
        "accountCreating": "ChildCreateAccountCoordinator",
        "next": "NextViewCoordinator"
      }
    },
    {
      "name": "C",
      "summary": "Buying in a modal sheet with its own stack; the other flows as in B",
      "coordinators": {
        "buying": "ModalBuyCoordinator",
        "accountCreating": "ChildCreateAccountCoordinator",
        "next": "NextViewCoordinator"
      }
    },
    {
      "name": "tutorials-bug",
      "summary": "The tutorials' bug: seed 000 §2 without §3, so the buy child is never removed and goes stale",
      "coordinators": {
        "buying": "TutorialBuyCoordinator",
        "accountCreating": "MainCoordinator",
        "next": "MainCoordinator"
      }
    },
    {
      "name": "closures",
      "summary": "As B, but Home calls closures instead of holding its coordinator (seed 000 §8)",
      "coordinators": {
        "buying": "ChildBuyCoordinator",
        "accountCreating": "ChildCreateAccountCoordinator",
        "next": "NextViewCoordinator",
        "home": "Closures"
      }
    },
    {
      "name": "unanimated-links",
      "summary": "As B, but deep links pop with animated: false, so didShow has no transitionCoordinator and an open flow's child is left behind",
      "coordinators": {
        "buying": "ChildBuyCoordinator",
        "accountCreating": "ChildCreateAccountCoordinator",
        "next": "NextViewCoordinator",
        "deepLinks": "UnanimatedPops"
      }
    }
  ],
  "experiments": [
    {
      "key": "buy-flow",
      "variants": [
        "A",
        "B"
      ],
      "weights": [
        0.5,
        0.5
      ],
      "coverage": 1.0,
      "hashVersion": 1
    },
    {
      "key": "purchase-sheet",
      "variants": [
        "B",
        "C"
      ],
      "weights": [
        0.5,
        0.5
      ],
      "coverage": 0.8,
      "hashVersion": 2
    }
  ],
  "labels": {
    "en": {
      "tab.main": "Main",
      "tab.buy": "Buy",
      "tab.createAccount": "Create account",
      "login.title": "Login",
      "login.message": "Welcome to the shop. Log in to continue.",
      "login.button": "Log in",
      "home.title": "Home",
      "home.product": "Product",
      "product.computer": "Computer",
      "product.bicycle": "Bicycle",
      "home.buy": "Buy subscription",
      "home.createAccount": "Create account",
      "home.next": "Next",
      "home.logout": "Log out",
      "store.title": "Products",
      "store.message": "Choose a product to buy.",
      "buy.title": "Buy",
      "buy.selectedProduct": "Selected product: {product}",
      "buy.purchase": "Purchase",
      "receipt.title": "Purchased",
      "receipt.message": "Thank you for buying a {product}.",
      "common.done": "Done",
      "createAccount.title": "Create account",
      "createAccount.name": "Name",
      "createAccount.email": "Email",
      "createAccount.submit": "Sign up",
      "createAccount.error.nameEmpty": "Name is empty: type your name.",
      "createAccount.error.emailEmpty": "Email is empty: enter an address such as name@example.com.",
      "createAccount.error.emailInvalid": "Email is malformed: use the form name@example.com.",
      "accountCreated.title": "Welcome",
      "accountCreated.message": "Account created for {name} <{email}>.",
      "next.title": "Next",
      "next.message": "Pushed by a coordinator. Go back with Esc or the back button."
    },
    "ko": {
      "tab.main": "메인",
      "tab.buy": "구매",
      "tab.createAccount": "계정 만들기",
      "login.title": "로그인",
      "login.message": "상점에 오신 것을 환영합니다. 로그인하세요.",
      "login.button": "로그인",
      "home.title": "홈",
      "home.product": "제품",
      "product.computer": "컴퓨터",
      "product.bicycle": "자전거",
      "home.buy": "구독 구매",
      "home.createAccount": "계정 만들기",
      "home.next": "다음",
      "home.logout": "로그아웃",
      "store.title": "제품",
      "store.message": "구매할 제품을 고르세요.",
      "buy.title": "구매",
      "buy.selectedProduct": "선택한 제품: {product}",
      "buy.purchase": "결제",
      "receipt.title": "구매 완료",
      "receipt.message": "{product}을(를) 구매해 주셔서 감사합니다.",
      "common.done": "완료",
      "createAccount.title": "계정 만들기",
      "createAccount.name": "이름",
      "createAccount.email": "이메일",
      "createAccount.submit": "가입",
      "createAccount.error.nameEmpty": "이름이 비어 있습니다: 이름을 입력하세요.",
      "createAccount.error.emailEmpty": "이메일이 비어 있습니다: name@example.com 같은 주소를 입력하세요.",
      "createAccount.error.emailInvalid": "이메일 형식이 잘못되었습니다: name@example.com 형식을 쓰세요.",
      "accountCreated.title": "환영합니다",
      "accountCreated.message": "{name} <{email}> 계정을 만들었습니다.",
      "next.title": "다음",
      "next.message": "코디네이터가 푸시한 화면입니다. Esc나 뒤로 버튼으로 돌아가세요."
    }
  }
}
"""#
}
